/**
 * One guest field's input, as the field registry describes it: text/email/tel/date inputs, or a select
 * of countries (English names, ICAO codes as values) or of ICAO sex codes. Shared by the registration
 * and edit forms so both show the same rules the same way: required fields are marked and outlined
 * when empty without a message (docs/product.md#validation); any other rule's message shows under the field.
 */
import { forwardRef, memo, useId, type SelectHTMLAttributes } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { TextField } from '@/components/ui/text-field';
import { COUNTRY_OPTIONS } from '@/lib/countries';
import { GUEST_FIELDS, type GuestFieldKey } from '@shared/guest-fields';
import { SEX_NAMES } from './guest-field-display';

type Option = { value: string; label: string };
const OPTIONS: Partial<Record<string, readonly Option[]>> = {
  country: COUNTRY_OPTIONS.map(({ code, name }) => ({ value: code, label: name })),
  sex: Object.entries(SEX_NAMES).map(([value, name]) => ({ value, label: `${name} (${value})` })),
};

type SelectFieldProps = SelectHTMLAttributes<HTMLSelectElement> & {
  label: string;
  markRequired?: boolean;
  invalid?: boolean;
  options: readonly Option[];
  /** A stored value missing from `options` (old free text), offered first so it stays selected. */
  extra?: string | null;
};

/** The ~260 country options change never: memoised so typing elsewhere does not re-render them. */
const OptionList = memo(function OptionList({ options }: { options: readonly Option[] }) {
  return options.map((o) => (
    <option key={o.value} value={o.value}>
      {o.label}
    </option>
  ));
});

const SelectField = forwardRef<HTMLSelectElement, SelectFieldProps>(function SelectField(
  { label, markRequired, invalid, options, extra, ...props },
  ref,
) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-slate-700">
        {label}
        {markRequired && (
          <span aria-hidden="true" className="text-red-600">
            {' '}
            *
          </span>
        )}
      </label>
      <select
        ref={ref}
        id={id}
        aria-invalid={invalid || undefined}
        className={`rounded-md border bg-white px-3 py-2 text-sm shadow-sm focus:border-blue-600 ${invalid ? 'border-red-500' : 'border-slate-300'}`}
        {...props}
      >
        <option value="">Select…</option>
        {extra && <option value={extra}>{extra}</option>}
        <OptionList options={options} />
      </select>
    </div>
  );
});

export type GuestFieldInputProps = {
  fieldKey: GuestFieldKey;
  registration: UseFormRegisterReturn;
  required: boolean;
  error?: string;
  disabled?: boolean;
  /** The stored value: an old free-text nationality stays selectable until it is changed. */
  stored?: string | null;
};

export function GuestFieldInput({ fieldKey, registration, required, error, disabled, stored }: GuestFieldInputProps) {
  const field = GUEST_FIELDS[fieldKey];
  const common = { label: field.label, markRequired: required, invalid: Boolean(error), disabled };
  const options = OPTIONS[field.input];
  let control;
  if (options) {
    const legacy = stored && !options.some((o) => o.value === stored) ? [{ value: stored, label: stored }] : [];
    control = (
      <SelectField
        {...common}
        aria-required={required || undefined}
        options={[...legacy, ...options]}
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
