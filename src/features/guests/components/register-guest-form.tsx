/**
 * Guest registration form (docs/product.md#guest-registration, docs/product.md#states, docs/product.md#messages).
 * The fields come from the guest field registry: only those the hotel shows are rendered (email and phone always, optional). react-hook-form + the shared zod schema
 * (the add-guest edge function validates the same rules again). Browser validation is off; required
 * fields are marked and outlined when empty, without a message (docs/product.md#validation).
 */
import { useCallback, useRef, useState, type ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { cardVariants } from '@/components/ui/card';
import { FormMessage } from '@/components/ui/form-message';
import { isFieldShown, placeCountryOf, type FormFields, type GuestFieldKey } from '@shared/guest-fields';
import { guestSchemaFor, REQUIRED_WHEN_SHOWN, type GuestInput } from '@shared/guest-schema';
import { companionFormSchema, toGuestStayInput, type CompanionFormInput } from '@shared/guest-stay';
import { guestKeys } from '../api/guest-keys';
import {
  endLostSession,
  newRegistrationAttempt,
  registerGuest,
  RegisterGuestError,
  REGISTER_MESSAGES,
} from '../api/register-guest';
import { formSections, SELECT_KEYS, WIDE_ON_PHONE } from '../fields/form-sections';
import { GuestFieldInput } from '../fields/guest-field-input';
import { FIELD_ORDER } from '../fields/guest-field-presentation';
import { AttachmentPicker } from './attachment-picker';
import { TravelsWith } from './travels-with';
import { usePickedImages } from '../hooks/use-picked-images';
import type { ScanApplied } from '../lib/scan-applied';
import { ScanMark, ScanNotices } from './scan-marks';
import { useScanFill } from '../hooks/use-scan-fill';
import { Form } from '@/components/ui/form';
import { useRevealAfterPaint } from '@/lib/reveal-after-paint';

/** Spec docs/product.md#limits: go to /guest-list about 600 ms after success. */
export const SUCCESS_REDIRECT_MS = 600;

const textOf = (value: unknown) => (typeof value === 'string' ? value : undefined);

/** A picked file was refused while the submit waited for its check: the message above says which. */
export const NOT_SAVED_REFUSED =
  'Not saved: a picked image could not be attached (see the message above). Remove it or pick another, then save again.';

export type RegisterGuestFormProps = {
  hotelId: string | null;
  formFields: FormFields;
  /** False when the hotel's rule is "Don't keep images" (docs/product.md#data-protection): no picker, no upload. */
  keepImages?: boolean;
  /** The "Scan passport" control, composed by the route (docs/product.md#passport-scan); `apply` fills the form. */
  renderScan?: (apply: (scan: ScanApplied) => void) => ReactNode;
};

export function RegisterGuestForm({ hotelId, formFields, keepImages = true, renderScan }: RegisterGuestFormProps) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const shown = FIELD_ORDER.filter((k) => isFieldShown(formFields, k));
  const blank = Object.fromEntries(shown.map((k) => [k, ''])) as GuestInput;
  const form = useForm<GuestInput>({ resolver: zodResolver(guestSchemaFor(formFields)), defaultValues: blank });
  // "Travels with": its own small form (the guest schema is strict), checked with the guest's on submit.
  const noCompanion: CompanionFormInput = { stayId: '', role: '', relationship: '' };
  const companion = useForm<CompanionFormInput>({
    resolver: zodResolver(companionFormSchema),
    defaultValues: noCompanion,
  });
  const picked = usePickedImages();
  const [failure, setFailure] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  // One registration across failed submits: same idempotency key, images uploaded once (docs/faults.md).
  const attempt = useRef(newRegistrationAttempt());
  // The scanned photo goes first; under "Don't keep images" it is never added (so never uploaded).
  const { pick } = picked;
  const addScanPhoto = useCallback((photo: File) => keepImages && pick([photo], { first: true }), [keepImages, pick]);
  const scan = useScanFill(form, hotelId, shown, addScanPhoto);
  // A scan may fill a select with a code its list lacks (a document code 'ID'): it stays shown.
  const selected = useWatch({ control: form.control, name: [...SELECT_KEYS] });

  async function submit(guest: GuestInput) {
    setFailure(null);
    if (!(await companion.trigger())) return;
    setSubmitting(true);
    try {
      // Images still being checked are waited for: a save never leaves out what the user picked.
      const settled = keepImages ? await picked.settle() : { images: [], refused: false };
      if (settled.refused) {
        setFailure(NOT_SAVED_REFUSED);
        return;
      }
      await registerGuest({
        hotelId,
        guest,
        stay: toGuestStayInput(companion.getValues()),
        files: settled.images.map((img) => ({ id: img.id, file: img.upload!, name: img.file.name })),
        onProgress: picked.setProgress,
        attempt: attempt.current,
      });
      attempt.current = newRegistrationAttempt();
      form.reset(blank);
      companion.reset(noCompanion);
      scan.clear();
      picked.clear();
      toast.success(REGISTER_MESSAGES.success);
      void queryClient.invalidateQueries({ queryKey: guestKeys.all });
      setTimeout(() => void navigate({ to: '/guest-list' }), SUCCESS_REDIRECT_MS);
    } catch (error) {
      const message = error instanceof RegisterGuestError ? error.message : REGISTER_MESSAGES.failed;
      setFailure(message);
      const refused = error instanceof RegisterGuestError ? error.refusedImageId : undefined;
      if (refused) picked.remove(refused);
      picked.images.forEach((img) => img.id !== refused && picked.setProgress(img.id, null));
      if (error instanceof RegisterGuestError && error.needsLogin)
        setTimeout(() => void endLostSession().then(() => navigate({ to: '/login' })), SUCCESS_REDIRECT_MS);
    } finally {
      setSubmitting(false);
    }
  }

  /** A place field's country as the form holds it now (docs/police-reports.md#guest-fields). */
  const placeOf = (key: GuestFieldKey) => {
    const country = placeCountryOf(key);
    return country ? textOf(selected[SELECT_KEYS.indexOf(country)]) : undefined;
  };
  const { main, document } = formSections(shown);
  // The fields below the main ones (Document, Travels with, images, Register Guest) mount a frame
  // after them: one mount of the whole form was a long task (docs/architecture.md#performance).
  const restShown = useRevealAfterPaint(true);
  // Two fields a row on every screen (a 390 px phone too); the long free-text ones take a whole row there.
  const fieldInput = (key: GuestFieldKey) => (
    <div key={key} className={WIDE_ON_PHONE.includes(key) ? 'max-sm:col-span-2' : undefined}>
      <ScanMark
        fromScan={scan.marks?.fromScan.has(key) ?? false}
        review={scan.marks?.review[key]}
        band={scan.marks?.band}
      >
        <GuestFieldInput
          fieldKey={key}
          required={REQUIRED_WHEN_SHOWN.includes(key)}
          error={form.formState.errors[key]?.message}
          disabled={submitting}
          registration={form.register(key)}
          stored={textOf(selected[SELECT_KEYS.indexOf(key)])}
          placeCountry={placeOf(key)}
        />
      </ScanMark>
    </div>
  );

  return (
    <Form
      aria-label="Guest registration"
      form={form}
      onValid={submit}
      className={cardVariants({ className: 'grid grid-cols-2 gap-3 sm:gap-4' })}
    >
      {renderScan && <div className="col-span-2">{renderScan(scan.apply)}</div>}
      <ScanNotices
        expiredOn={scan.marks?.expiredOn ?? null}
        offer={scan.offer}
        onAccept={scan.acceptOffer}
        onDismiss={scan.dismissOffer}
      />
      {main.map(fieldInput)}
      {restShown && document.length > 0 && (
        <fieldset className="col-span-2">
          <legend className="mb-1 text-base font-semibold text-slate-900">Document</legend>
          <div className="grid grid-cols-2 gap-3 sm:gap-4">{document.map(fieldInput)}</div>
        </fieldset>
      )}
      {restShown && <TravelsWith form={companion} hotelId={hotelId} disabled={submitting} />}
      {restShown && keepImages && (
        <AttachmentPicker images={picked.images} disabled={submitting} onPick={pick} onRemove={picked.remove} />
      )}
      {picked.notice && (
        <div className="col-span-2">
          <FormMessage tone="info">{picked.notice}</FormMessage>
        </div>
      )}
      {failure && (
        <div className="col-span-2">
          <FormMessage>{failure}</FormMessage>
        </div>
      )}
      {restShown && (
        <div className="col-span-2">
          <Button type="submit" disabled={submitting} className="w-full sm:w-auto">
            {submitting ? 'Saving...' : 'Register Guest'}
          </Button>
        </div>
      )}
    </Form>
  );
}
