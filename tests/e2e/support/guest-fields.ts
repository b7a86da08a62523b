/**
 * Guest field labels for the specs, taken from the field registry the app itself is built from (its data
 * layer and the SPA's presentation, docs/product.md#guest-fields), so a field added there is checked
 * here without a second list.
 */
import type { Locator } from '@playwright/test';
import { GUEST_FIELDS } from '@shared/guest-fields';
import {
  FIELD_ORDER,
  FIELD_TOGGLES,
  GUEST_FIELD_PRESENTATION,
  fieldLabel,
  type GuestFieldPresentation,
} from '@/features/guests/fields/guest-field-presentation';

/** The labels of the fields a hotel can turn off (Hotel Setup's checkboxes), in screen order. */
export const TOGGLEABLE_LABELS = FIELD_TOGGLES.map(({ label }) => label);

/** The labels of the fields always shown (email and phone). */
export const ALWAYS_SHOWN_LABELS = FIELD_ORDER.filter((key) => !GUEST_FIELDS[key].toggleable).map(fieldLabel);

/** guest_list.csv's header: every field's label, a stay date followed by its stamp's time column. */
export const CSV_HEADER = FIELD_ORDER.flatMap((key) => {
  const { label, time }: GuestFieldPresentation = GUEST_FIELD_PRESENTATION[key];
  return time ? [label, time.label] : [label];
});

const SELECT_LABELS = FIELD_ORDER.filter((key) =>
  ['country', 'sex', 'documentType'].includes(GUEST_FIELD_PRESENTATION[key].input),
).map(fieldLabel);

/** The input of the field labelled `label` in `scope`: countries, sex and document type are chosen from a list, the rest typed. */
export const fieldInput = (scope: Locator, label: string) =>
  scope.getByRole(SELECT_LABELS.includes(label) ? 'combobox' : 'textbox', { name: label, exact: true });
