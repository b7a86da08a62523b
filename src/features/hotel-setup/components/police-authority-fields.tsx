/**
 * "Police reports" on Hotel Setup (docs/police-reports.md#the-hotels-authority): the authority the hotel
 * reports its guests to and the chosen authority's codes (Italy: the Alloggiati Web user of the structure;
 * Spain: the SES establishment code; Portugal: SIBA's hotel unit). Part of the data rules, so only the
 * owner changes it; saved with the form, checked by the shared schema and again by the database.
 */
import { useId } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { AUTHORITY_NAMES, POLICE_AUTHORITIES, type SibaEstablishment } from '@shared/police/hotel-authority';
import type { HotelSetupInput } from '../api/save-hotel-setup';

const OPTIONS = POLICE_AUTHORITIES.map((value) => ({ value, label: AUTHORITY_NAMES[value] }));

const SIBA_FIELDS: { key: keyof SibaEstablishment; label: string; type?: string }[] = [
  { key: 'nipc', label: 'NIPC' },
  { key: 'establishment', label: 'SIBA establishment number' },
  { key: 'abbreviation', label: 'Abbreviation' },
  { key: 'locality', label: 'Locality' },
  { key: 'postalCode', label: 'Postal code' },
  { key: 'phone', label: 'Phone', type: 'tel' },
  { key: 'contactName', label: 'Contact name' },
  { key: 'contactEmail', label: 'Contact e-mail', type: 'email' },
];

export function PoliceAuthorityFields({ form }: { form: UseFormReturn<HotelSetupInput> }) {
  const headingId = useId();
  const authority = useWatch({ control: form.control, name: 'police.authority' });
  const errors = form.formState.errors.police;
  const message = (error?: { message?: string }) =>
    error?.message && <p className="mt-1 text-xs text-red-700">{error.message}</p>;
  return (
    <fieldset aria-labelledby={headingId} className="flex flex-col gap-3 rounded-lg border border-slate-200 p-4">
      <h2 id={headingId} className="text-base font-semibold text-slate-900">
        Police reports
      </h2>
      <p className="-mt-2 text-xs text-slate-500">
        Where the hotel reports its guests within 24 hours. Show the guest fields the authority asks for above.
      </p>
      <SelectField
        label="Authority"
        placeholder="None"
        options={OPTIONS}
        {...form.register('police.authority', {
          setValueAs: (value: string) => value || 'none',
        })}
        value={authority === 'none' ? '' : authority}
      />
      {authority === 'alloggiati' && (
        <div>
          <TextField
            label="Alloggiati Web user"
            markRequired
            invalid={Boolean(errors?.alloggiatiAccount)}
            {...form.register('police.alloggiatiAccount')}
          />
          {message(errors?.alloggiatiAccount)}
          <p className="mt-1 text-xs text-slate-500">
            The portal&apos;s user of the structure; its password is not stored here.
          </p>
        </div>
      )}
      {authority === 'ses' && (
        <div>
          <TextField
            label="SES establishment code"
            markRequired
            invalid={Boolean(errors?.sesCode)}
            {...form.register('police.sesCode')}
          />
          {message(errors?.sesCode)}
        </div>
      )}
      {authority === 'siba' && (
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
          {SIBA_FIELDS.map(({ key, label, type }) => (
            <div key={key}>
              <TextField
                label={label}
                type={type ?? 'text'}
                markRequired
                invalid={Boolean(errors?.siba?.[key])}
                {...form.register(`police.siba.${key}`)}
              />
              {message(errors?.siba?.[key])}
            </div>
          ))}
          <p className="text-xs text-slate-500 sm:col-span-2">
            The hotel&apos;s name and address above complete SIBA&apos;s hotel unit. SIBA&apos;s file is unverified
            against an official schema.
          </p>
        </div>
      )}
    </fieldset>
  );
}
