/** A titled card of the Data protection and Activity pages; `actions` sit on the right of the title. */
import { useId, type ReactNode } from 'react';
import { cardVariants } from '@/components/ui/card';
import { FormMessage } from '@/components/ui/form-message';
import { TitleBlock } from '@/components/ui/title-block';

export function Section({
  title,
  description,
  actions,
  children,
}: {
  title: string;
  description?: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section aria-labelledby={id} className={cardVariants()}>
      <div className="mb-3 flex flex-wrap items-start justify-between gap-2">
        <TitleBlock id={id} level="section" title={title} description={description} />
        {actions}
      </div>
      {children}
    </section>
  );
}

/** Loading / failure / empty states of a section's query, or its content. */
export function QueryState({
  isPending,
  isError,
  isEmpty,
  loading,
  failure,
  empty,
  children,
}: {
  isPending: boolean;
  isError: boolean;
  isEmpty: boolean;
  loading: string;
  failure: string;
  empty: string;
  children: ReactNode;
}) {
  if (isPending)
    return (
      <p role="status" className="py-4 text-sm text-slate-500">
        {loading}
      </p>
    );
  if (isError) return <FormMessage>{failure}</FormMessage>;
  if (isEmpty) return <p className="py-4 text-sm text-slate-500">{empty}</p>;
  return <>{children}</>;
}

export const tableClass = 'min-w-full text-left text-sm';
export const headClass = 'bg-slate-100 text-xs font-semibold text-slate-600';
export const cellClass = 'px-2 py-1.5 whitespace-nowrap text-slate-800';
