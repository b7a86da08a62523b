/**
 * Guest field labels for the specs, taken from the field registry the app itself is built from
 * (docs/product.md#guest-fields), so a field added there is checked here without a second list.
 */
import type { Locator } from '@playwright/test';
import { FORM_FIELD_KEYS, GUEST_FIELD_KEYS, GUEST_FIELDS } from '@shared/guest-fields';

/** The labels of the fields a hotel can turn off (Hotel Setup's checkboxes), in screen order. */
export const TOGGLEABLE_LABELS = FORM_FIELD_KEYS.map((key) => GUEST_FIELDS[key].label);

/** The labels of the fields always shown (email and phone). */
export const ALWAYS_SHOWN_LABELS = GUEST_FIELD_KEYS.filter((key) => !GUEST_FIELDS[key].toggleable).map(
  (key) => GUEST_FIELDS[key].label,
);

/** guest_list.csv's header: every field's label, a stay date followed by its stamp's time column. */
export const CSV_HEADER = GUEST_FIELD_KEYS.flatMap((key) => {
  const { label, stamp } = GUEST_FIELDS[key];
  return stamp ? [label, stamp.timeLabel] : [label];
});

const SELECT_LABELS = GUEST_FIELD_KEYS.filter((key) =>
  ['country', 'sex', 'documentType'].includes(GUEST_FIELDS[key].input),
).map((key) => GUEST_FIELDS[key].label);

/** The input of the field labelled `label` in `scope`: countries, sex and document type are chosen from a list, the rest typed. */
export const fieldInput = (scope: Locator, label: string) =>
  scope.getByRole(SELECT_LABELS.includes(label) ? 'combobox' : 'textbox', { name: label, exact: true });
