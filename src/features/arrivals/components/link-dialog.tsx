/**
 * The check-in link, shown once (docs/online-check-in.md#the-link): only its hash is stored, so closing
 * this dialog loses it for good (a new link can always be made, which revokes this one).
 */
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { toast } from '@/lib/toast';

export function LinkDialog({
  url,
  guestName,
  onClose,
}: {
  url: string | null;
  guestName: string;
  onClose: () => void;
}) {
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
          <Button onClick={copy}>Copy link</Button>
          <DialogClose asChild>
            <Button variant="secondary">Done</Button>
          </DialogClose>
        </div>
      </DialogContent>
    </Dialog>
  );
}
