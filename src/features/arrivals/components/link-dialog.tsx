/**
 * The check-in link, shown once (docs/online-check-in.md#the-link): only its hash is stored, so closing
 * this dialog loses it for good (a new link can always be made, which revokes this one). Staff copy it,
 * or send it to the lead guest's email from here (docs/online-check-in.md#email).
 */
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { toast } from '@/lib/toast';
import { useSendCheckinLink } from '../api/send-checkin-link';

type Shown = { url: string; guestName: string; stayId: string; email: string | null };

export function LinkDialog({ hotelId, shown, onClose }: { hotelId: string; shown: Shown | null; onClose: () => void }) {
  const url = shown?.url ?? null;
  const guestName = shown?.guestName ?? '';
  const sending = useSendCheckinLink(hotelId);
  const send = () =>
    shown &&
    sending.mutate(
      { stayId: shown.stayId, url: shown.url },
      {
        onSuccess: ({ sentTo }) => toast.success(`Link sent to ${sentTo}.`),
        onError: (error) => toast.error(error.message),
      },
    );
  const copy = () =>
    void navigator.clipboard.writeText(url ?? '').then(
      () => toast.success('Link copied.'),
      () => toast.error('Could not copy: select the link and copy it by hand.'),
    );
  return (
    <Dialog open={url !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogTitle>Check-in link for {guestName}</DialogTitle>
        <DialogDescription>
          Send this link to the guest. It is shown only now: the hotel keeps no copy of it.
        </DialogDescription>
        <label className="mt-4 block text-sm font-medium text-slate-700" htmlFor="checkin-link">
          Link
        </label>
        <input
          id="checkin-link"
          readOnly
          value={url ?? ''}
          onFocus={(event) => event.currentTarget.select()}
          className="mt-1 w-full rounded-md border border-slate-300 px-3 py-2 font-mono text-xs"
        />
        <div className="mt-4 flex justify-end gap-2">
          {shown?.email && (
            <Button onClick={send} disabled={sending.isPending}>
              {sending.isPending ? 'Sending…' : `Send to ${shown.email}`}
            </Button>
          )}
          <Button variant={shown?.email ? 'secondary' : 'primary'} onClick={copy}>
            Copy link
          </Button>
          <DialogClose asChild>
            <Button variant="secondary">Done</Button>
          </DialogClose>
        </div>
      </DialogContent>
    </Dialog>
  );
}
