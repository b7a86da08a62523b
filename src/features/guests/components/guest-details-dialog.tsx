/**
 * Guest Details dialog (docs/product.md#screens-and-routes and docs/product.md#states): 640 px wide, at most 90% of the viewport high, scrolls.
 * View ↔ edit modes; Print, Edit/Cancel, Save, Delete (confirmed), Checkout Now (only when not
 * checked out) and a full-width Close. Load failures close it with the docs/product.md#messages message.
 * Radix Dialog supplies the focus trap, Escape and the accessible name. Images are signed through
 * `passport-url` (context `dialog`; Print signs its own with `print`), docs/product.md#data-protection.
 * A guest checked in from an online arrival also has the signed registration card of their stay
 * (docs/online-check-in.md#the-registration-card).
 */
import { useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { toast } from '@/lib/toast';
import { wordedRefusal } from '@/lib/worded-refusal';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { RegistrationCardActions } from '@/components/registration-card-actions';
import { useRegistrationCardObject } from '@/lib/registration-card';
import { Dialog, DialogClose, DialogContent, DialogTitle } from '@/components/ui/dialog';
import type { FormFields } from '@shared/guest-fields';
import type { GuestEditInput } from '@shared/guest-schema';
import { attachmentsOf } from '../api/guest-columns';
import { useCheckOutGuest } from '../api/check-out-guest';
import { useDeleteGuest } from '../api/delete-guest';
import { useGuestRemoval } from '../api/guest-removal';
import { GUEST_LOAD_ERRORS, useGuest } from '../api/get-guest';
import { fetchPassportUrls, usePassportUrls } from '../api/signed-urls';
import { useUpdateGuest } from '../api/update-guest';
import { fieldRefusal, type FieldRefusal } from '../lib/database-refusal';
import { GUEST_EDIT_FORM_ID, GuestEditForm } from './guest-edit-form';
import { GuestFieldsTable, GuestImages } from './guest-fields-table';
import { guestFullName } from '../fields/guest-field-display';
import { GuestDataActions } from './guest-data-actions';
import { RegistrationCard, whenCardImagesLoaded } from './registration-card';
import { focusBack } from '../lib/focus-back';

export const DELETE_CONFIRMATION = 'Delete this guest? This cannot be undone.';
export const DISCARD_EDITS_CONFIRMATION = 'Close without saving? Your changes to this guest will be lost.';

export type GuestDetailsDialogProps = {
  hotelId: string;
  guestId: string;
  hotelName?: string;
  /** The signed-in user (the owner may check a signed registration card). */
  userId?: string | null;
  /** The hotel's `form_fields`, for the edit rules (shown required fields cannot be emptied). */
  formFields?: FormFields;
  onClose: () => void;
  /** Where focus goes back to when the dialog closes (the row that opened it); default: Radix's choice. */
  returnFocusTo?: () => HTMLElement | null;
};

export function GuestDetailsDialog({
  hotelId,
  guestId,
  hotelName,
  userId = null,
  formFields,
  onClose,
  returnFocusTo,
}: GuestDetailsDialogProps) {
  const remove = useDeleteGuest(hotelId);
  // Once this user deletes or erases the guest, it is gone on purpose: the query stops asking (the
  // list's Broadcast of the deletion would refetch it) and an answer it had in flight is no error.
  const deleting = useGuestRemoval(hotelId, guestId);
  // Once shown, a guest that vanishes reads as 'Guest document missing.' rather than 'not found'.
  const [seen, setSeen] = useState(false);
  const query = useGuest(hotelId, guestId, seen, !deleting);
  const guest = query.data;
  if (guest && !seen) setSeen(true); // adjusting state while rendering, not a ref read during render
  const names = guest ? attachmentsOf(guest) : [];
  const urls = usePassportUrls(guestId, 'dialog', names).data?.urls ?? {};
  const card = useRegistrationCardObject(guest?.stay_id ?? null, guest?.created_from === 'online_checkin').data;
  const title = useRef<HTMLHeadingElement>(null);
  const [printUrls, setPrintUrls] = useState<string[]>([]);
  const [editing, setEditing] = useState(false);
  // Which question the confirmation dialog asks, if any: delete the guest, or drop the edits on close.
  const [asking, setAsking] = useState<'delete' | 'discard' | null>(null);
  const update = useUpdateGuest(hotelId, guestId);
  const checkOut = useCheckOutGuest(hotelId, guestId);
  const busy = update.isPending || remove.isPending || checkOut.isPending;

  useEffect(() => {
    if (!query.isError || deleting) return;
    toast.error(query.error instanceof Error && query.error.message ? query.error.message : GUEST_LOAD_ERRORS.failed);
    onClose();
  }, [query.isError, query.error, deleting, onClose]);

  /** Saves; a database refusal naming a field goes back to the form to show on that field. */
  async function save(input: GuestEditInput): Promise<FieldRefusal | null> {
    try {
      await update.mutateAsync(input);
      toast.success('Guest updated!');
      setEditing(false);
      return null;
    } catch (error) {
      toast.error('Failed to update guest.');
      return fieldRefusal(error);
    }
  }
  async function deleteIt() {
    if (!guest) return;
    try {
      await remove.mutateAsync(guest);
      toast.success('Guest deleted.');
      onClose();
    } catch (error) {
      toast.error(wordedRefusal(error) ?? 'Delete failed.');
    }
  }
  async function checkOutNow() {
    try {
      await checkOut.mutateAsync();
      toast.success('Checked out!');
    } catch {
      toast.error('Failed to checkout.');
    }
  }
  /** The card's images are signed for `print` (a logged view of its own), loaded, then printed. */
  async function print() {
    let signed: string[] = [];
    if (names.length) {
      try {
        const answer = await fetchPassportUrls(guestId, 'print', names);
        signed = names.map((n) => answer.urls[n]).filter(Boolean);
      } catch {
        toast.error('Failed to load passport images.');
      }
    }
    flushSync(() => setPrintUrls(signed));
    await whenCardImagesLoaded();
    document.body.classList.add('printing-card');
    window.print();
    document.body.classList.remove('printing-card');
  }

  return (
    // Escape, Close and a click outside all land here: in edit mode, ask before dropping the edits.
    <Dialog open onOpenChange={(open) => !open && (editing ? setAsking('discard') : onClose())}>
      <DialogContent
        layout="wide"
        overlayClassName="no-print"
        aria-describedby={undefined}
        onCloseAutoFocus={focusBack(returnFocusTo)}
        // Focus starts at the top, on the title, rather than on the first control Radix finds (Close at
        // the bottom while the guest loads), so keyboard and screen reader users begin with the guest.
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          title.current?.focus();
        }}
        className="no-print"
      >
        <div className="border-b border-slate-200 px-5 py-4">
          <DialogTitle ref={title} tabIndex={-1} className="focus:outline-none">
            {guest ? guestFullName(guest) : 'Guest Details'}
          </DialogTitle>
          {guest && !guest.checked_out_at && <p className="text-sm text-blue-700">Not checked out</p>}
        </div>
        {/* A focusable region, so a keyboard user scrolls it (arrows, Page Up/Down, Home/End) back up to
            the images and names after tabbing down to the buttons. */}
        <div
          role="region"
          aria-label="Guest details"
          tabIndex={0}
          className="flex-1 overflow-y-auto px-5 py-4"
          data-testid="guest-dialog-body"
        >
          {!guest ? (
            <p role="status" className="py-10 text-center text-slate-500">
              Loading guest…
            </p>
          ) : editing ? (
            <GuestEditForm guest={guest} formFields={formFields} onSave={save} />
          ) : (
            <div className="flex flex-col gap-4">
              <GuestImages names={names} urls={urls} />
              <GuestFieldsTable guest={guest} />
              {card && (
                <RegistrationCardActions
                  hotelId={hotelId}
                  userId={userId}
                  stayId={guest.stay_id}
                  object={card}
                  label={`of ${guestFullName(guest)}`}
                />
              )}
              <GuestDataActions
                hotelId={hotelId}
                guest={guest}
                hasCard={Boolean(card)}
                disabled={busy}
                onErased={onClose}
              />
            </div>
          )}
        </div>
        <div className="flex flex-col gap-2 border-t border-slate-200 px-5 py-4">
          {guest && (
            <div className="flex flex-wrap gap-2">
              {!editing && (
                <Button variant="secondary" onClick={() => void print()}>
                  Print
                </Button>
              )}
              <Button variant="secondary" onClick={() => setEditing((e) => !e)} disabled={busy}>
                {editing ? 'Cancel' : 'Edit'}
              </Button>
              {editing && (
                <Button type="submit" form={GUEST_EDIT_FORM_ID} disabled={busy}>
                  {update.isPending ? 'Saving...' : 'Save'}
                </Button>
              )}
              {!editing && (
                <Button variant="danger" onClick={() => setAsking('delete')} disabled={busy}>
                  Delete
                </Button>
              )}
              {!editing && !guest.checked_out_at && (
                <Button variant="success" onClick={() => void checkOutNow()} disabled={busy}>
                  Checkout Now
                </Button>
              )}
            </div>
          )}
          <DialogClose asChild>
            <Button variant="secondary" className="w-full">
              Close
            </Button>
          </DialogClose>
        </div>
        <ConfirmDialog
          raised
          open={asking !== null}
          onOpenChange={(open) => !open && setAsking(null)}
          destructive
          {...(asking === 'discard'
            ? {
                title: 'Discard changes?',
                description: DISCARD_EDITS_CONFIRMATION,
                confirmLabel: 'Discard changes',
                onConfirm: onClose,
              }
            : {
                title: 'Delete guest?',
                description: DELETE_CONFIRMATION,
                confirmLabel: 'Delete guest',
                onConfirm: () => void deleteIt(),
              })}
        />
      </DialogContent>
      {guest && <RegistrationCard guest={guest} hotelName={hotelName} imageUrls={printUrls} />}
    </Dialog>
  );
}
