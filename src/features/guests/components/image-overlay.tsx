/**
 * Full-size passport image overlay (docs/product.md#screens-and-routes), a Radix Dialog: focus trap, Escape and
 * click-outside close. The image is signed afresh through `passport-url` with context `dialog`
 * (docs/product.md#data-protection: every view is logged), not reused from the thumbnail.
 */
import { Dialog, DialogClose, DialogContent, DialogTitle } from '@/components/ui/dialog';
import { usePassportUrls } from '../api/signed-urls';
import { focusBack } from '../lib/focus-back';

/** One image of one guest: `name` is its storage object name (or a legacy URL). */
export type OverlayImage = { guestId: string; name: string; alt: string };

export function ImageOverlay({
  image,
  onClose,
  returnFocusTo,
}: {
  image: OverlayImage | null;
  onClose: () => void;
  /** Where focus goes back to on close (the thumbnail that opened it). */
  returnFocusTo?: () => HTMLElement | null;
}) {
  const signed = usePassportUrls(image?.guestId ?? '', 'dialog', image ? [image.name] : []);
  const url = image ? signed.data?.urls[image.name] : undefined;
  return (
    <Dialog open={image !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        raised
        overlayClassName="bg-black/80"
        layout="fullscreen"
        aria-describedby={undefined}
        onCloseAutoFocus={focusBack(returnFocusTo)}
        onClick={(e) => e.target === e.currentTarget && onClose()}
      >
        <DialogTitle className="sr-only">{image?.alt ?? 'Passport image'}</DialogTitle>
        {image && url && (
          <img src={url} alt={image.alt} className="max-h-full max-w-full rounded object-contain shadow-2xl" />
        )}
        {image && !url && (
          <p role="status" className="text-white">
            {signed.isError ? 'Failed to load image.' : 'Loading…'}
          </p>
        )}
        <DialogClose className="absolute top-4 right-4 rounded-full bg-white/90 px-3 py-1 text-sm font-medium text-slate-900 hover:bg-white">
          Close
        </DialogClose>
      </DialogContent>
    </Dialog>
  );
}
