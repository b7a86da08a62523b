/**
 * The guest's declaration (docs/online-check-in.md#the-guests-page): the party kind, one form per
 * traveller with the hotel's fields, the privacy notice and the signature. Validated in the browser with
 * the schema checkin-submit applies again (`@shared/checkin-schema`).
 */
import { useMemo, useState, type ReactNode } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useFieldArray, useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  checkinDeclarationSchemaFor,
  MAX_TRAVELLERS,
  MAX_UPLOADS_PER_TRAVELLER,
  type CheckinDeclaration,
} from '@shared/checkin-schema';
import { FORM_FIELD_KEYS, type FormFields, type GuestFieldKey } from '@shared/guest-fields';
import { Button } from '@/components/ui/button';
import type { OpenedCheckin } from '../api/open-checkin';
import { emptyTraveller, type CheckinFormValues, type TravellerValues } from '../lib/checkin-form-values';
import { PrivacyNotice } from './privacy-notice';
import { SignatureField } from './signature-field';
import { TravellerFields } from './traveller-fields';
import { TravellerImages } from './traveller-images';

/** Fills one traveller from a passport scan: the values read (`''` where nothing was) and the photo. */
export type ApplyScan = (values: TravellerValues, photo: File | null) => void;

/** What the route composes into the page: the scan control, and the image re-encoding before upload. */
export interface CheckinExtras {
  /** The "Scan passport" control for one traveller (the OCR engine loads on its first scan only). */
  renderScan?: (apply: ApplyScan) => ReactNode;
  /** Re-encodes a picked photo so no camera metadata is uploaded (JPEG, EXIF dropped). */
  prepareImage?: (file: File) => Promise<File>;
}

type Props = CheckinExtras & {
  opened: OpenedCheckin;
  sending: boolean;
  onSubmit: (declaration: CheckinDeclaration, images: File[][]) => void;
};

export function CheckinForm({ opened, sending, onSubmit, renderScan, prepareImage }: Props) {
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
  const keepsImages = opened.retention.passportImages !== 'dont_keep';
  // New images per traveller, by the field array's item id (so removing a traveller keeps the others').
  const [images, setImages] = useState<Record<string, File[]>>({});
  const addImages = async (id: string, files: File[], first = false) => {
    const prepared = prepareImage ? await Promise.all(files.map(prepareImage)) : files;
    setImages((all) => {
      const kept = all[id] ?? [];
      return {
        ...all,
        [id]: (first ? [...prepared, ...kept] : [...kept, ...prepared]).slice(0, MAX_UPLOADS_PER_TRAVELLER),
      };
    });
  };
  const applyScan = (index: number, id: string) => (values: TravellerValues, photo: File | null) => {
    for (const [key, value] of Object.entries(values) as [GuestFieldKey, string][]) {
      if (value && keys.includes(key)) form.setValue(`travellers.${index}.${key}`, value, { shouldDirty: true });
    }
    if (photo && keepsImages) void addImages(id, [photo], true);
  };
  const [signature, setSignature] = useState<string | null>(null);
  const [signatureError, setSignatureError] = useState<string>();
  const { errors, isSubmitted } = form.formState;

  const submit = form.handleSubmit(
    (values) => {
      if (!signature) return setSignatureError(t('signature.missing'));
      onSubmit(
        { ...(values as CheckinDeclaration), signature },
        travellers.fields.map((item) => images[item.id] ?? []),
      );
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
          {renderScan && <div className="mb-3">{renderScan(applyScan(index, item.id))}</div>}
          <TravellerFields index={index} fields={opened.fields} register={form.register} errors={errors} />
          {keepsImages && (
            <TravellerImages
              index={index}
              files={images[item.id] ?? []}
              sent={(form.getValues(`travellers.${index}`) as { attachments?: string[] }).attachments?.length ?? 0}
              onAdd={(files) => void addImages(item.id, files)}
              onRemove={(at) => setImages((all) => ({ ...all, [item.id]: all[item.id].filter((_, i) => i !== at) }))}
            />
          )}
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
