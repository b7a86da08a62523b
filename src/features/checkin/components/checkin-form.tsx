/**
 * The guest's declaration (docs/online-check-in.md#the-guest-page): the party kind, one form per
 * traveller with the hotel's fields, the privacy notice and the signature. Validated in the browser with
 * the schema checkin-submit applies again (`@shared/checkin-schema`).
 */
import { useMemo, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useFieldArray, useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { checkinDeclarationSchemaFor, MAX_TRAVELLERS, type CheckinDeclaration } from '@shared/checkin-schema';
import { FORM_FIELD_KEYS, type FormFields } from '@shared/guest-fields';
import { Button } from '@/components/ui/button';
import type { OpenedCheckin } from '../api/open-checkin';
import { emptyTraveller, type CheckinFormValues } from '../lib/checkin-form-values';
import { PrivacyNotice } from './privacy-notice';
import { SignatureField } from './signature-field';
import { TravellerFields } from './traveller-fields';

type Props = {
  opened: OpenedCheckin;
  sending: boolean;
  onSubmit: (declaration: CheckinDeclaration) => void;
};

export function CheckinForm({ opened, sending, onSubmit }: Props) {
  const { t } = useTranslation();
  const keys = opened.fields.map((field) => field.key);
  const schema = useMemo(() => {
    const shown = new Set(opened.fields.map((field) => field.key));
    const formFields: FormFields = Object.fromEntries(FORM_FIELD_KEYS.map((key) => [key, shown.has(key)]));
    return checkinDeclarationSchemaFor(formFields).omit({ signature: true });
  }, [opened.fields]);
  const people = Math.min(Math.max(opened.arrival.people ?? 1, 1), MAX_TRAVELLERS);
  const form = useForm<CheckinFormValues>({
    resolver: zodResolver(schema) as unknown as Resolver<CheckinFormValues>,
    defaultValues: opened.declaration
      ? {
          party: opened.declaration.party,
          travellers: opened.declaration.travellers.map((v) => ({ ...emptyTraveller(keys), ...v })),
        }
      : { party: 'family', travellers: Array.from({ length: people }, () => emptyTraveller(keys)) },
  });
  const travellers = useFieldArray({ control: form.control, name: 'travellers' });
  const [signature, setSignature] = useState<string | null>(null);
  const [signatureError, setSignatureError] = useState<string>();
  const { errors, isSubmitted } = form.formState;

  const submit = form.handleSubmit(
    (values) => {
      if (!signature) return setSignatureError(t('signature.missing'));
      onSubmit({ ...(values as CheckinDeclaration), signature });
    },
    () => !signature && setSignatureError(t('signature.missing')),
  );
  return (
    <form noValidate aria-label={t('title')} className="flex flex-col gap-5" onSubmit={(event) => void submit(event)}>
      <p className="text-sm text-slate-600">{t('requiredNote')}</p>
      {travellers.fields.length > 1 && (
        <fieldset className="flex flex-wrap gap-4">
          <legend className="mb-1 text-sm font-medium text-slate-800">{t('party.label')}</legend>
          {(['family', 'group'] as const).map((party) => (
            <label key={party} className="flex items-center gap-2 text-sm">
              <input type="radio" value={party} {...form.register('party')} className="h-5 w-5" />
              {t(`party.${party}`)}
            </label>
          ))}
        </fieldset>
      )}
      {travellers.fields.map((item, index) => (
        <fieldset key={item.id} className="min-w-0 rounded-lg border border-slate-200 bg-white p-4">
          <legend className="px-1 text-base font-semibold text-slate-900">
            {t('traveller', { n: index + 1 })} {index === 0 && travellers.fields.length > 1 ? t('lead') : ''}
          </legend>
          <TravellerFields index={index} fields={opened.fields} register={form.register} errors={errors} />
          {travellers.fields.length > 1 && (
            <Button variant="ghost" className="mt-3" onClick={() => travellers.remove(index)}>
              {t('removeTraveller', { n: index + 1 })}
            </Button>
          )}
        </fieldset>
      ))}
      {travellers.fields.length < MAX_TRAVELLERS && (
        <Button variant="secondary" className="w-fit" onClick={() => travellers.append(emptyTraveller(keys))}>
          {t('addTraveller')}
        </Button>
      )}
      <PrivacyNotice hotel={opened.hotel.name} retention={opened.retention} />
      <SignatureField
        error={signatureError}
        onChange={(png) => {
          setSignature(png);
          if (png) setSignatureError(undefined);
        }}
      />
      {isSubmitted && Object.keys(errors).length > 0 && (
        <p role="alert" className="text-sm text-red-700">
          {t('fixErrors')}
        </p>
      )}
      <Button type="submit" className="py-3 text-base" disabled={sending}>
        {sending ? t('sending') : t('submit')}
      </Button>
    </form>
  );
}
