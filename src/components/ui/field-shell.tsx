/**
 * The markup every labelled form control shares: a label (with a red asterisk when required) above
 * the control, and anything under it (a hint, an error). `controlClass` is the control's look, red
 * bordered when invalid (docs/product.md#validation).
 */
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

/** Classes of an input or select: the app's look, a red border when `invalid`. */
export const controlClass = (invalid?: boolean) =>
  cn(
    'rounded-md border bg-white px-3 py-2 text-sm shadow-sm placeholder:text-slate-400 focus:border-blue-600',
    invalid ? 'border-red-500' : 'border-slate-300',
  );

type FieldShellProps = {
  /** The control's id, which the label points at. */
  htmlFor: string;
  label: string;
  markRequired?: boolean;
  className?: string;
  /** The control, then anything shown under it. */
  children: ReactNode;
};

export function FieldShell({ htmlFor, label, markRequired, className, children }: FieldShellProps) {
  return (
    <div className={cn('flex flex-col gap-1', className)}>
      <label htmlFor={htmlFor} className="text-sm font-medium text-slate-700">
        {label}
        {markRequired && (
          <span aria-hidden="true" className="text-red-600">
            {' '}
            *
          </span>
        )}
      </label>
      {children}
    </div>
  );
}
