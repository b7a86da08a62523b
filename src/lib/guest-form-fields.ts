/**
 * Labels and input types of the guest form fields: the ten a hotel can toggle (docs/product.md#guest-fields) plus
 * email and phone, which are always shown and optional (docs/product.md#validation). Shared by hotel setup and the form.
 */
import { FORM_FIELD_KEYS, type FormFieldKey, type FormFields } from '@shared/guest-schema';

export { FORM_FIELD_KEYS, type FormFieldKey, type FormFields };

export const FORM_FIELD_LABELS: Record<FormFieldKey, string> = {
  firstName: 'First Name',
  lastName: 'Last Name',
  passportNumber: 'Passport Number',
  nationality: 'Nationality',
  travelAgentName: 'Travel Agent Name',
  checkIn: 'Check-In Date',
  checkOut: 'Check-Out Date',
  room: 'Room',
  chauffeurName: 'Chauffeur Name',
  chauffeurContact: 'Chauffeur Contact',
};

export const FORM_FIELD_INPUT_TYPES: Partial<Record<FormFieldKey | 'email' | 'phone', string>> = {
  checkIn: 'date',
  checkOut: 'date',
  email: 'email',
  phone: 'tel',
  chauffeurContact: 'tel',
};

/** A field missing from the map counts as shown (docs/product.md#guest-fields). */
export function isFieldShown(fields: FormFields | null | undefined, key: FormFieldKey): boolean {
  return fields?.[key] !== false;
}

/** Reads `hotels.form_fields` (jsonb) defensively: only the ten keys, only booleans. */
export function parseFormFields(raw: unknown): FormFields {
  const out: FormFields = {};
  if (raw && typeof raw === 'object' && !Array.isArray(raw)) {
    for (const key of FORM_FIELD_KEYS) {
      const v = (raw as Record<string, unknown>)[key];
      if (typeof v === 'boolean') out[key] = v;
    }
  }
  return out;
}
