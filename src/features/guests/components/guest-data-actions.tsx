/**
 * The data protection part of the Guest Details dialog (docs/product.md#data-protection): the
 * *Legal hold* toggle (a held guest's images are never purged; any staff member sets it, only the
 * owner lifts it, docs/product.md#data-rules), *Export guest data* (one JSON file) and *Erase guest*
 * (confirmed; the row and its passport images are deleted for good).
 */
import { toast } from '@/lib/toast';
import { useState } from 'react';
import { wordedRefusal } from '@/lib/worded-refusal';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import type { Guest } from '../api/guest-columns';
import { useEraseGuest, useExportGuestData, useSetLegalHold } from '../api/guest-data';

export const ERASE_CONFIRMATION = 'Erase this guest and their passport images? This cannot be undone.';
/**
 * For a guest whose stay has a signed registration card: the card names every traveller of the party
 * and cannot be kept with one person cut out, so erasing one erases it (docs/online-check-in.md#lifecycle).
 */
export const ERASE_WITH_CARD_CONFIRMATION =
  'Erase this guest and their passport images? The signed registration card of their stay is erased too, for every traveller on it. This cannot be undone.';

export type GuestDataActionsProps = {
  hotelId: string;
  guest: Pick<Guest, 'id' | 'legal_hold'>;
  /** Whether the guest's stay has a signed registration card (erasing the guest erases it). */
  hasCard?: boolean;
  disabled?: boolean;
  /** Called after a successful erase: the guest no longer exists. */
  onErased: () => void;
};

export function GuestDataActions({
  hotelId,
  guest,
  hasCard = false,
  disabled = false,
  onErased,
}: GuestDataActionsProps) {
  const hold = useSetLegalHold(hotelId, guest.id);
  const exportData = useExportGuestData();
  const erase = useEraseGuest(hotelId);
  const [confirming, setConfirming] = useState(false);
  const busy = disabled || hold.isPending || exportData.isPending || erase.isPending;

  async function toggleHold(next: boolean) {
    try {
      await hold.mutateAsync(next);
      toast.success(next ? 'Legal hold on: images are kept.' : 'Legal hold off.');
    } catch (error) {
      toast.error(wordedRefusal(error) ?? 'Failed to update legal hold.');
    }
  }
  async function exportIt() {
    try {
      await exportData.mutateAsync(guest.id);
      toast.success('Guest data exported.');
    } catch {
      toast.error('Failed to export guest data.');
    }
  }
  async function eraseIt() {
    try {
      await erase.mutateAsync(guest.id);
      toast.success('Guest erased.');
      onErased();
    } catch {
      toast.error('Failed to erase guest.');
    }
  }

  return (
    <div className="flex flex-wrap items-center gap-2 rounded-lg border border-slate-200 bg-slate-50 px-3 py-2">
      <div className="mr-auto flex flex-wrap items-center gap-x-2">
        <label className="flex items-center gap-2 text-sm font-medium text-slate-800">
          <input
            type="checkbox"
            className="size-4 accent-blue-700"
            checked={guest.legal_hold ?? false}
            disabled={busy}
            onChange={(e) => void toggleHold(e.target.checked)}
          />
          Legal hold
        </label>
        {guest.legal_hold && <span className="text-xs text-slate-500">Only the hotel owner can lift it.</span>}
      </div>
      <Button variant="secondary" onClick={() => void exportIt()} disabled={busy}>
        {exportData.isPending ? 'Exporting…' : 'Export guest data'}
      </Button>
      <Button variant="danger" onClick={() => setConfirming(true)} disabled={busy}>
        {erase.isPending ? 'Erasing…' : 'Erase guest'}
      </Button>
      <ConfirmDialog
        raised
        open={confirming}
        onOpenChange={setConfirming}
        title="Erase guest?"
        description={hasCard ? ERASE_WITH_CARD_CONFIRMATION : ERASE_CONFIRMATION}
        confirmLabel="Erase guest"
        destructive
        onConfirm={() => void eraseIt()}
      />
    </div>
  );
}
