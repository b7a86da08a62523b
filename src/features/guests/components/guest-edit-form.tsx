/**
 * Edit mode of the details dialog: every field of the guest field registry with the registration
 * rules and messages (the shared edit schema is the registration schema made partial), dates as ISO
 * dates. Only changed fields are checked and saved: an old guest's free-text nationality stays until
 * someone changes it, and then it must be a country from the list. When the database still refuses the save, `onSave` answers with the field to blame and the
 * message is shown on that field (docs/product.md#guest-fields).
 */
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  GUEST_FIELDS,
  PLACE_FIELDS,
  isFieldShown,
  placeCountryOf,
  type FormFields,
  type GuestFieldKey,
} from '@shared/guest-fields';
import { hiddenUnlessShown } from '../fields/guest-field-display';
import { editedFields, editRequiredFields, guestEditSchemaFor, type GuestEditInput } from '@shared/guest-schema';
import type { Guest } from '../api/guest-columns';
import type { FieldRefusal } from '../lib/database-refusal';
import { GuestFieldInput } from '../fields/guest-field-input';
import { FIELD_ORDER } from '../fields/guest-field-presentation';
import { Form } from '@/components/ui/form';

export const GUEST_EDIT_FORM_ID = 'guest-edit-form';

export type GuestEditFormProps = {
  guest: Guest;
  /** The hotel's `form_fields`: shown required fields that hold a value cannot be emptied. */
  formFields?: FormFields;
  /** Saves; resolves to the field the database refused, or null. */
  onSave: (input: GuestEditInput) => Promise<FieldRefusal | null>;
};

export function GuestEditForm({ guest, formFields, onSave }: GuestEditFormProps) {
  const stored = (key: GuestFieldKey) => guest[GUEST_FIELDS[key].column];
  const defaults = Object.fromEntries(FIELD_ORDER.map((key) => [key, stored(key) ?? ''])) as GuestEditInput;
  const required = editRequiredFields(formFields, defaults);
  const validate = zodResolver(guestEditSchemaFor(required));
  // Only the changed fields are validated and saved (the edit schema is partial).
  const resolver: Resolver<GuestEditInput> = (values, context, options) =>
    validate(editedFields(values, defaults), context, options);
  const form = useForm<GuestEditInput>({ resolver, defaultValues: defaults });
  // The police reports' fields only where the hotel shows them or the guest has one (docs/police-reports.md#guest-fields).
  const editable = FIELD_ORDER.filter(
    (key) => !hiddenUnlessShown(key) || isFieldShown(formFields, key) || Boolean(stored(key)),
  );
  // A place field offers its country's comuni or municipalities (docs/police-reports.md#guest-fields).
  const placeCountries: GuestFieldKey[] = PLACE_FIELDS.map(({ country }) => country);
  const countries = useWatch({ control: form.control, name: placeCountries });
  const placeOf = (key: GuestFieldKey) => {
    const country = placeCountryOf(key);
    return country ? (countries[placeCountries.indexOf(country)] ?? null) : undefined;
  };
  async function save(input: GuestEditInput) {
    const refusal = await onSave(input);
    if (refusal) form.setError(refusal.field, { type: 'server', message: refusal.message }, { shouldFocus: true });
  }
  return (
    <Form
      id={GUEST_EDIT_FORM_ID}
      aria-label="Edit guest"
      className="grid grid-cols-1 gap-3 sm:grid-cols-2"
      form={form}
      onValid={save}
    >
      {editable.map((key) => (
        <GuestFieldInput
          key={key}
          fieldKey={key}
          required={required.includes(key)}
          error={form.formState.errors[key]?.message}
          stored={stored(key)}
          placeCountry={placeOf(key)}
          registration={form.register(key)}
        />
      ))}
    </Form>
  );
}
