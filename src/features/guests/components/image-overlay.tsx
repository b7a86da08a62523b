/** Full-size passport image overlay (docs/product.md#screens-and-routes), a Radix Dialog: focus trap, Escape and click-outside close. */
import * as Dialog from '@radix-ui/react-dialog';
import { focusBack } from './focus-back';

export function ImageOverlay({
  image,
  onClose,
  returnFocusTo,
}: {
  image: { url: string; alt: string } | null;
  onClose: () => void;
  /** Where focus goes back to on close (the thumbnail that opened it). */
  returnFocusTo?: () => HTMLElement | null;
}) {
  return (
    <Dialog.Root open={image !== null} onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/80" />
        <Dialog.Content
          className="fixed inset-0 z-50 flex items-center justify-center p-4"
          aria-describedby={undefined}
          onCloseAutoFocus={focusBack(returnFocusTo)}
          onClick={(e) => e.target === e.currentTarget && onClose()}
        >
          <Dialog.Title className="sr-only">{image?.alt ?? 'Passport image'}</Dialog.Title>
          {image && (
            <img src={image.url} alt={image.alt} className="max-h-full max-w-full rounded object-contain shadow-2xl" />
          )}
          <Dialog.Close className="absolute top-4 right-4 rounded-full bg-white/90 px-3 py-1 text-sm font-medium text-slate-900 hover:bg-white">
            Close
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
