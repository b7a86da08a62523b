/**
 * A place field's control (docs/police-reports.md#guest-fields): for a country of Italy or Spain a select
 * of its comuni or municipalities (codes as values, loaded on first use by place-names.ts), elsewhere a
 * text input for the name in words. A stored value the list lacks stays selectable.
 */
import type { UseFormRegisterReturn } from 'react-hook-form';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { placeName, placeOptions, usePlaceNames } from './place-names';

export type PlaceInputProps = {
  common: { label: string; markRequired: boolean; invalid: boolean; disabled?: boolean };
  country: string | null | undefined;
  stored?: string | null;
  required: boolean;
  registration: UseFormRegisterReturn;
};

export function PlaceInput({ common, country, stored, required, registration }: PlaceInputProps) {
  const loaded = usePlaceNames();
  const options = placeOptions(country);
  if (!options) return <TextField {...common} type="text" aria-required={required || undefined} {...registration} />;
  const legacy =
    stored && !options.some((o) => o.value === stored) ? { value: stored, label: placeName(stored) ?? stored } : null;
  return (
    <SelectField
      {...common}
      aria-required={required || undefined}
      aria-busy={!loaded || undefined}
      placeholder={loaded ? 'Select…' : 'Loading…'}
      options={options}
      extra={legacy}
      {...registration}
    />
  );
}
