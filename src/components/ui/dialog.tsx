/**
 * The app's one wrapper of Radix Dialog (docs/architecture.md#ui-kit; focus trap, Escape closes,
 * focus returns to the trigger): a dimmed overlay and the content in one of three layouts, `panel`
 * (a centred card, the default), `wide` (the 640 px guest details: a column that scrolls inside) and
 * `fullscreen` (an image on a dark backdrop). Callers' classes are merged last with `cn`.
 */
import * as RadixDialog from '@radix-ui/react-dialog';
import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps, ComponentPropsWithoutRef, ReactNode } from 'react';
import { cn } from '@/lib/cn';

export const Dialog = RadixDialog.Root;
export const DialogClose = RadixDialog.Close;

const contentVariants = cva('fixed z-50 focus:outline-none', {
  variants: {
    layout: {
      panel: 'top-1/2 left-1/2 w-[min(92vw,28rem)] -translate-x-1/2 -translate-y-1/2 rounded-xl bg-white p-6 shadow-xl',
      wide: 'top-1/2 left-1/2 flex max-h-[90vh] w-[640px] max-w-[calc(100vw-1.5rem)] -translate-x-1/2 -translate-y-1/2 flex-col rounded-xl bg-white shadow-xl',
      fullscreen: 'inset-0 flex items-center justify-center p-4',
    },
  },
  defaultVariants: { layout: 'panel' },
});

type ContentProps = ComponentPropsWithoutRef<typeof RadixDialog.Content> &
  VariantProps<typeof contentVariants> & {
    /** Classes of the overlay behind the content, merged over the translucent slate default. */
    overlayClassName?: string;
    /** Opens over another dialog: the overlay sits in the panels' layer (z-50) so it dims the panel below too. */
    raised?: boolean;
    children: ReactNode;
  };

/** The dialog's content in a portal, over its overlay. */
export function DialogContent({ layout, overlayClassName, raised = false, className, ...props }: ContentProps) {
  return (
    <RadixDialog.Portal>
      <RadixDialog.Overlay
        className={cn('fixed inset-0 bg-slate-900/50', raised ? 'z-50' : 'z-40', overlayClassName)}
      />
      <RadixDialog.Content className={cn(contentVariants({ layout }), className)} {...props} />
    </RadixDialog.Portal>
  );
}

/** The dialog's accessible name (required by Radix); takes a `ref` for a dialog that focuses its title on open. */
export function DialogTitle({ className, ...props }: ComponentProps<typeof RadixDialog.Title>) {
  return <RadixDialog.Title className={cn('text-lg font-semibold text-slate-900', className)} {...props} />;
}

/** The dialog's accessible description. */
export function DialogDescription({ className, ...props }: ComponentPropsWithoutRef<typeof RadixDialog.Description>) {
  return <RadixDialog.Description className={cn('mt-2 text-sm text-slate-600', className)} {...props} />;
}
