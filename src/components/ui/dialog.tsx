/**
 * The app's one wrapper of Radix Dialog (focus trap, Escape closes, focus returns to the trigger):
 * a dimmed overlay and a centred panel by default; callers pass classes to change either.
 */
import * as RadixDialog from '@radix-ui/react-dialog';
import type { ComponentProps, ComponentPropsWithoutRef, ReactNode } from 'react';

export const Dialog = RadixDialog.Root;
export const DialogClose = RadixDialog.Close;

const PANEL =
  'fixed left-1/2 top-1/2 z-50 w-[min(92vw,28rem)] -translate-x-1/2 -translate-y-1/2 rounded-xl bg-white p-6 shadow-xl focus:outline-none';

type ContentProps = ComponentPropsWithoutRef<typeof RadixDialog.Content> & {
  /** Classes of the overlay behind the panel (default: translucent slate). */
  overlayClassName?: string;
  /** Opens over another dialog: the overlay sits in the panels' layer (z-50) so it dims the panel below too. */
  raised?: boolean;
  children: ReactNode;
};

/** The dialog's panel in a portal, over its overlay; `className` replaces the centred-card layout. */
export function DialogContent({
  overlayClassName = 'bg-slate-900/50',
  raised = false,
  className = PANEL,
  ...props
}: ContentProps) {
  return (
    <RadixDialog.Portal>
      <RadixDialog.Overlay className={`fixed inset-0 ${raised ? 'z-50' : 'z-40'} ${overlayClassName}`} />
      <RadixDialog.Content className={className} {...props} />
    </RadixDialog.Portal>
  );
}

/** The dialog's accessible name (required by Radix); takes a `ref` for a dialog that focuses its title on open. */
export function DialogTitle({
  className = 'text-lg font-semibold text-slate-900',
  ...props
}: ComponentProps<typeof RadixDialog.Title>) {
  return <RadixDialog.Title className={className} {...props} />;
}

/** The dialog's accessible description. */
export function DialogDescription({
  className = 'mt-2 text-sm text-slate-600',
  ...props
}: ComponentPropsWithoutRef<typeof RadixDialog.Description>) {
  return <RadixDialog.Description className={className} {...props} />;
}
