/**
 * One traveller's inputs: exactly the fields the hotel's registry shows (as checkin-open lists them),
 * labelled in the guest's language; countries as a list (ICAO codes) named in that language, sex as
 * F/M/X, and the schema's messages translated.
 */
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { GuestFieldKey } from '@shared/guest-fields';
import { GUEST_FIELDS } from '@shared/guest-fields';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import type { CheckinFormValues } from '../lib/checkin-form-values';
import { useLocalCountryOptions } from '../lib/country-names';
import { validationMessage } from '../lib/validation-message';

const COUNTRY_FIELDS = new Set<GuestFieldKey>(['nationality', 'issuingCountry']);
const INPUT_TYPE: Partial<Record<GuestFieldKey, string>> = { email: 'email', phone: 'tel' };
/** A registry field this page has no translation for yet reads as its key, spaced ("birthPlace" → "Birth place"). */
const spaced = (key: string) => key.replace(/([A-Z])/g, ' $1').replace(/^./, (c) => c.toUpperCase());

type Props = {
  index: number;
  fields: { key: GuestFieldKey; required: boolean }[];
  register: UseFormRegister<CheckinFormValues>;
  errors: FieldErrors<CheckinFormValues>;
};

export function TravellerFields({ index, fields, register, errors }: Props) {
  const { t, i18n } = useTranslation();
  const countries = useLocalCountryOptions(i18n.language);
  return (
    // grid-cols-1 (minmax(0, 1fr)) and min-w-0: a country list's longest name must not widen the
    // column past the card on a 390 px phone.
    <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
      {fields.map(({ key, required }) => {
        const error = errors.travellers?.[index]?.[key]?.message;
        const common = {
          label: t(`field.${key}`, { defaultValue: spaced(key) }),
          markRequired: required,
          invalid: Boolean(error),
          'aria-required': required || undefined,
          ...register(`travellers.${index}.${key}`),
        };
        const control = COUNTRY_FIELDS.has(key) ? (
          <SelectField {...common} placeholder={t('select')} options={countries} />
        ) : key === 'sex' ? (
          <SelectField
            {...common}
            placeholder={t('select')}
            options={(['F', 'M', 'X'] as const).map((code) => ({ value: code, label: t(`sex.${code}`) }))}
          />
        ) : (
          <TextField {...common} type={GUEST_FIELDS[key].type === 'date' ? 'date' : (INPUT_TYPE[key] ?? 'text')} />
        );
        return (
          <div key={key} className="min-w-0">
            {control}
            {error && (
              <p role="alert" className="mt-1 text-sm text-red-700">
                {validationMessage(t, error)}
              </p>
            )}
          </div>
        );
      })}
    </div>
  );
}
