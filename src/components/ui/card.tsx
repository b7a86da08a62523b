/**
 * A card (docs/architecture.md#ui-kit): white, bordered, rounded, a light shadow, with one of three
 * paddings. `Card` is a `<div>`; `asChild` gives the look to its one child instead (a `<section>`
 * named by its heading, a `<form>`). `cardVariants` is the same look as a class string for elements
 * that take only `className` (a react-hook-form `<Form>`). The caller's `className` is merged last.
 */
import { Slot } from '@radix-ui/react-slot';
import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

export const cardVariants = cva('rounded-xl border border-slate-200 bg-white shadow-sm', {
  variants: {
    padding: {
      none: '',
      sm: 'p-4',
      md: 'p-4 sm:p-6',
      lg: 'p-6 sm:p-8',
    },
  },
  defaultVariants: { padding: 'md' },
});

export type CardProps = ComponentProps<'div'> & VariantProps<typeof cardVariants> & { asChild?: boolean };

export function Card({ padding, className, asChild = false, ...props }: CardProps) {
  const Element = asChild ? Slot : 'div';
  return <Element className={cn(cardVariants({ padding }), className)} {...props} />;
}
