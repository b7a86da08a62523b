/**
 * Full-size passport image overlay (docs/product.md#screens-and-routes), a Radix Dialog: focus trap, Escape and
 * click-outside close. The image is signed afresh through `passport-url` with context `dialog`
 * (docs/product.md#data-protection: every view is logged), not reused from the thumbnail.
 */
import * as Dialog from '@radix-ui/react-dialog';
import { usePassportUrls } from '../api/signed-urls';

/** One image of one guest: `name` is its storage object name (or a legacy URL). */
export type OverlayImage = { guestId: string; name: string; alt: string };

export function ImageOverlay({ image, onClose }: { image: OverlayImage | null; onClose: () => void }) {
  const signed = usePassportUrls(image?.guestId ?? '', 'dialog', image ? [image.name] : []);
  const url = image ? signed.data?.urls[image.name] : undefined;
  return (
    <Dialog.Root open={image !== null} onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/80" />
        <Dialog.Content
          className="fixed inset-0 z-50 flex items-center justify-center p-4"
          aria-describedby={undefined}
          onClick={(e) => e.target === e.currentTarget && onClose()}
        >
          <Dialog.Title className="sr-only">{image?.alt ?? 'Passport image'}</Dialog.Title>
          {image && url && (
            <img src={url} alt={image.alt} className="max-h-full max-w-full rounded object-contain shadow-2xl" />
          )}
          {image && !url && (
            <p role="status" className="text-white">
              {signed.isError ? 'Failed to load image.' : 'Loading…'}
            </p>
          )}
          <Dialog.Close className="absolute top-4 right-4 rounded-full bg-white/90 px-3 py-1 text-sm font-medium text-slate-900 hover:bg-white">
            Close
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
