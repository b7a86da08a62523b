/**
 * One guest field's input, as the field registry's presentation describes it: text/email/tel/date inputs, or a select
 * of countries (English names, ICAO codes as values), of ICAO sex codes or of document kinds (MRZ codes), or a place
 * (a select of comuni or municipalities for Italy and Spain, text elsewhere: place-input.tsx). Shared by the registration
 * and edit forms so both show the same rules the same way: required fields are marked and outlined
 * when empty without a message (docs/product.md#validation); any other rule's message shows under the field.
 */
import type { UseFormRegisterReturn } from 'react-hook-form';
import { SelectField, type SelectOption } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { countryOptions, useCountryNames } from '@/lib/countries';
import type { GuestFieldKey } from '@shared/guest-fields';
import { DOCUMENT_TYPE_OPTIONS, extraOption, SEX_NAMES } from './guest-field-display';
import { GUEST_FIELD_PRESENTATION, type GuestFieldPresentation } from './guest-field-presentation';
import { PlaceInput } from './place-input';

const SEX_OPTIONS: readonly SelectOption[] = Object.entries(SEX_NAMES).map(([value, name]) => ({
  value,
  label: `${name} (${value})`,
}));
/** Country options: codes with names once those have loaded (src/lib/countries.ts). */
let countryChoices: { named: boolean; options: readonly SelectOption[] } | null = null;
function countrySelectOptions(named: boolean): readonly SelectOption[] {
  if (countryChoices?.named !== named) {
    countryChoices = { named, options: countryOptions().map(({ code, name }) => ({ value: code, label: name })) };
  }
  return countryChoices.options;
}

export type GuestFieldInputProps = {
  fieldKey: GuestFieldKey;
  registration: UseFormRegisterReturn;
  required: boolean;
  error?: string;
  disabled?: boolean;
  /**
   * The value the field holds (stored, or filled by a scan): one the select lacks (an old free-text
   * nationality, a scanned 'ID') stays selectable until it is changed.
   */
  stored?: string | null;
  /** For a place field: the current value of the country it belongs to (the form watches it). */
  placeCountry?: string | null;
};

export function GuestFieldInput({
  fieldKey,
  registration,
  required,
  error,
  disabled,
  stored,
  placeCountry,
}: GuestFieldInputProps) {
  const field: GuestFieldPresentation = GUEST_FIELD_PRESENTATION[fieldKey];
  const common = { label: field.label, markRequired: required, invalid: Boolean(error), disabled };
  const named = useCountryNames();
  const options =
    field.input === 'country'
      ? countrySelectOptions(named)
      : field.input === 'sex'
        ? SEX_OPTIONS
        : field.input === 'documentType'
          ? DOCUMENT_TYPE_OPTIONS
          : undefined;
  let control;
  if (field.input === 'place') {
    control = (
      <PlaceInput common={common} country={placeCountry} stored={stored} required={required} {...{ registration }} />
    );
  } else if (options) {
    const legacy = stored && !options.some((o) => o.value === stored) ? extraOption(fieldKey, stored) : null;
    control = (
      <SelectField
        {...common}
        aria-required={required || undefined}
        placeholder="Select…"
        options={options}
        extra={legacy}
        // The ~260 countries are most of the form's elements: listed a frame later unless a value is held.
        deferOptions={field.input === 'country' && !stored}
        {...registration}
      />
    );
  } else {
    control = <TextField {...common} type={field.input} aria-required={required || undefined} {...registration} />;
  }
  return (
    <div>
      {control}
      {error && error !== 'Required' && <p className="mt-1 text-xs text-red-700">{error}</p>}
    </div>
  );
}
