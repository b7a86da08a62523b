/**
 * Guest registration form (docs/product.md#guest-registration, docs/product.md#states, docs/product.md#messages).
 * The fields come from the guest field registry: only those the hotel shows are rendered (email and phone always, optional). react-hook-form + the shared zod schema
 * (the add-guest edge function validates the same rules again). Browser validation is off; required
 * fields are marked and outlined when empty, without a message (docs/product.md#validation).
 */
import { useCallback, useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { FormMessage } from '@/components/ui/form-message';
import { isFieldShown, type FormFields } from '@shared/guest-fields';
import { guestSchemaFor, MAX_ATTACHMENTS, REQUIRED_WHEN_SHOWN, type GuestInput } from '@shared/guest-schema';
import { guestKeys } from '../api/guest-keys';
import { endLostSession, registerGuest, RegisterGuestError, REGISTER_MESSAGES } from '../api/register-guest';
import { GuestFieldInput } from '../fields/guest-field-input';
import { FIELD_ORDER } from '../fields/guest-field-presentation';
import { addImages, AttachmentPicker, type PendingImage } from './attachment-picker';
import type { ScanApplied } from './scan-applied';
import { ScanMark, ScanNotices } from './scan-marks';
import { useScanFill } from './use-scan-fill';
import { Form } from '@/components/ui/form';

/** Spec docs/product.md#limits: go to /guest-list about 600 ms after success. */
export const SUCCESS_REDIRECT_MS = 600;

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
  const [images, setImages] = useState<PendingImage[]>([]);
  const [notice, setNotice] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  // The scanned photo goes first; under "Don't keep images" it is never added (so never uploaded).
  const addScanPhoto = useCallback(
    (photo: File) => {
      if (!keepImages) return;
      void addImages([], [photo]).then(({ images: scanned }) =>
        setImages((all) => [...scanned, ...all].slice(0, MAX_ATTACHMENTS)),
      );
    },
    [keepImages],
  );
  const scan = useScanFill(form, hotelId, shown, addScanPhoto);

  async function pick(files: File[]) {
    const result = await addImages(images, files);
    setImages(result.images);
    const notes = [...result.refused];
    if (result.cutOff)
      notes.push(
        `At most 5 images: ${result.cutOff} extra ${result.cutOff === 1 ? 'file was' : 'files were'} not added.`,
      );
    setNotice(notes.join(' ') || null);
  }

  async function submit(guest: GuestInput) {
    setFailure(null);
    setSubmitting(true);
    try {
      await registerGuest({
        hotelId,
        guest,
        files: keepImages ? images : [],
        onProgress: (id, progress) =>
          setImages((all) => all.map((img) => (img.id === id ? { ...img, progress } : img))),
      });
      form.reset(blank);
      scan.clear();
      setImages([]);
      setNotice(null);
      toast.success(REGISTER_MESSAGES.success);
      void queryClient.invalidateQueries({ queryKey: guestKeys.all });
      setTimeout(() => void navigate({ to: '/guest-list' }), SUCCESS_REDIRECT_MS);
    } catch (error) {
      const message = error instanceof RegisterGuestError ? error.message : REGISTER_MESSAGES.failed;
      setFailure(message);
      const refused = error instanceof RegisterGuestError ? error.refusedImageId : undefined;
      setImages((all) => all.filter((img) => img.id !== refused).map((img) => ({ ...img, progress: null })));
      if (error instanceof RegisterGuestError && error.needsLogin)
        setTimeout(() => void endLostSession().then(() => navigate({ to: '/login' })), SUCCESS_REDIRECT_MS);
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <Form
      aria-label="Guest registration"
      form={form}
      onValid={submit}
      className="grid grid-cols-1 gap-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:grid-cols-2 sm:p-6"
    >
      {renderScan && <div className="sm:col-span-2">{renderScan(scan.apply)}</div>}
      <ScanNotices
        expiredOn={scan.marks?.expiredOn ?? null}
        offer={scan.offer}
        onAccept={scan.acceptOffer}
        onDismiss={scan.dismissOffer}
      />
      {shown.map((key) => (
        <ScanMark key={key} fromScan={scan.marks?.fromScan.has(key) ?? false} review={scan.marks?.review[key]}>
          <GuestFieldInput
            fieldKey={key}
            required={REQUIRED_WHEN_SHOWN.includes(key)}
            error={form.formState.errors[key]?.message}
            disabled={submitting}
            registration={form.register(key)}
          />
        </ScanMark>
      ))}
      {keepImages && (
        <AttachmentPicker
          images={images}
          disabled={submitting}
          onPick={(files) => void pick(files)}
          onRemove={(id) => setImages((all) => all.filter((img) => img.id !== id))}
        />
      )}
      {notice && (
        <div className="sm:col-span-2">
          <FormMessage tone="info">{notice}</FormMessage>
        </div>
      )}
      {failure && (
        <div className="sm:col-span-2">
          <FormMessage>{failure}</FormMessage>
        </div>
      )}
      <div className="sm:col-span-2">
        <Button type="submit" disabled={submitting} className="w-full sm:w-auto">
          {submitting ? 'Saving...' : 'Register Guest'}
        </Button>
      </div>
    </Form>
  );
}
