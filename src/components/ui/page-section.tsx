/**
 * A staff page's frame: a `<section>` named by its `h1` (aria-labelledby `<id>-title`), with the
 * page's width. Routes stay thin: the route gives the title and the feature's page component.
 */
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

const widths = {
  full: '',
  '3xl': 'mx-auto max-w-3xl',
  '5xl': 'mx-auto max-w-5xl',
  '6xl': 'mx-auto max-w-6xl',
} as const;

export function PageSection({
  id,
  title,
  width = 'full',
  children,
}: {
  /** Stem of the heading's id: `arrivals` gives `arrivals-title`. */
  id: string;
  title: string;
  width?: keyof typeof widths;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={`${id}-title`} className={cn('flex flex-col gap-4', widths[width])}>
      <h1 id={`${id}-title`} className="text-2xl font-semibold text-slate-900">
        {title}
      </h1>
      {children}
    </section>
  );
}
