/**
 * One part of Hotel Setup (passport images, police reports): a bordered `<fieldset>` named by its `h2`,
 * with a short line under the heading. `className` adds the part's own layout.
 */
import { useId, type ReactNode } from 'react';
import { cn } from '@/lib/cn';

export function SetupFieldset({
  title,
  hint,
  className,
  children,
}: {
  title: string;
  hint: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <fieldset aria-labelledby={headingId} className={cn('rounded-lg border border-slate-200 p-4', className)}>
      <div className="mb-2">
        <h2 id={headingId} className="text-base font-semibold text-slate-900">
          {title}
        </h2>
        <p className="text-xs text-slate-500">{hint}</p>
      </div>
      {children}
    </fieldset>
  );
}
