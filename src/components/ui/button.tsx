/**
 * The app's button (docs/architecture.md#ui-kit): a `variant` (what it does) and a `size`, as
 * class-variance-authority variants; the caller's `className` is merged last with `cn`, so it
 * replaces a default (`className="w-full"`, `size="sm"` for a table row) instead of stacking on it.
 * `asChild` lends the look to its one child (a router `Link`, an `<a>`), which keeps its own element.
 * Every native button prop is forwarded, `ref` included (React 19); `type` defaults to "button".
 */
import { Slot } from '@radix-ui/react-slot';
import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

export const buttonVariants = cva(
  'inline-flex items-center justify-center gap-2 rounded-md text-sm font-medium transition-colors disabled:cursor-not-allowed',
  {
    variants: {
      variant: {
        primary: 'bg-blue-700 text-white hover:bg-blue-800 disabled:bg-blue-400',
        secondary: 'border border-slate-300 bg-white text-slate-800 hover:bg-slate-50 disabled:text-slate-400',
        danger: 'bg-red-600 text-white hover:bg-red-700 disabled:bg-red-300',
        success: 'bg-emerald-600 text-white hover:bg-emerald-700 disabled:bg-emerald-300',
        ghost: 'text-blue-700 hover:bg-blue-50 disabled:text-slate-400',
        link: 'text-blue-700 underline-offset-2 hover:underline',
      },
      size: {
        sm: 'px-3 py-1.5',
        md: 'px-4 py-2',
        lg: 'px-5 py-3 font-semibold',
      },
    },
    // A link reads as text: no padding whatever the size.
    compoundVariants: [{ variant: 'link', className: 'px-0 py-0' }],
    defaultVariants: { variant: 'primary', size: 'md' },
  },
);

export type ButtonProps = ComponentProps<'button'> & VariantProps<typeof buttonVariants> & { asChild?: boolean };

export function Button({ variant, size, className, asChild = false, type = 'button', ...props }: ButtonProps) {
  const classes = cn(buttonVariants({ variant, size }), className);
  if (asChild) return <Slot className={classes} {...props} />;
  return <button type={type} className={classes} {...props} />;
}
