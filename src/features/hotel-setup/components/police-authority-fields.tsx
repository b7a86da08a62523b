/**
 * "Police reports" on Hotel Setup (docs/police-reports.md#the-hotels-authority): the authority the hotel
 * reports its guests to and the chosen authority's codes (Italy: the Alloggiati Web user of the structure;
 * Spain: the SES establishment code; Portugal: SIBA's hotel unit). Part of the data rules, so only the
 * owner changes it; saved with the form, checked by the shared schema and again by the database.
 */
import type { ReactNode } from 'react';
import { useWatch, type FieldPath, type UseFormReturn } from 'react-hook-form';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { AUTHORITY_NAMES, POLICE_AUTHORITIES, type SibaEstablishment } from '@shared/police/hotel-authority';
import type { HotelSetupInput } from '../api/save-hotel-setup';
import { SetupFieldset } from './setup-fieldset';

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
  const authority = useWatch({ control: form.control, name: 'police.authority' });
  const errors = form.formState.errors.police;
  return (
    <SetupFieldset
      title="Police reports"
      hint="Where the hotel reports its guests within 24 hours. Show the guest fields the authority asks for above."
      className="flex flex-col gap-3"
    >
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
        <CodeField
          label="Alloggiati Web user"
          name="police.alloggiatiAccount"
          error={errors?.alloggiatiAccount}
          form={form}
        >
          The portal&apos;s user of the structure; its password is not stored here.
        </CodeField>
      )}
      {authority === 'ses' && (
        <CodeField label="SES establishment code" name="police.sesCode" error={errors?.sesCode} form={form} />
      )}
      {authority === 'siba' && (
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
          {SIBA_FIELDS.map(({ key, label, type }) => (
            <CodeField
              key={key}
              label={label}
              type={type}
              name={`police.siba.${key}`}
              error={errors?.siba?.[key]}
              form={form}
            />
          ))}
          <p className="text-xs text-slate-500 sm:col-span-2">
            The hotel&apos;s name and address above complete SIBA&apos;s hotel unit. SIBA&apos;s file is unverified
            against an official schema.
          </p>
        </div>
      )}
    </SetupFieldset>
  );
}

/** One required code of the chosen authority: its input, the schema's message, and an optional hint under it. */
function CodeField({
  label,
  name,
  type = 'text',
  error,
  form,
  children,
}: {
  label: string;
  name: FieldPath<HotelSetupInput>;
  type?: string;
  error?: { message?: string };
  form: UseFormReturn<HotelSetupInput>;
  children?: ReactNode;
}) {
  return (
    <div>
      <TextField label={label} type={type} markRequired invalid={Boolean(error)} {...form.register(name)} />
      {error?.message && <p className="mt-1 text-xs text-red-700">{error.message}</p>}
      {children && <p className="mt-1 text-xs text-slate-500">{children}</p>}
    </div>
  );
}
