/** A titled card of the Data protection and Activity pages; `actions` sit on the right of the title. */
import { useId, type ReactNode } from 'react';
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
    <section aria-labelledby={id} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
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
  if (isError)
    return (
      <p role="alert" className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
        {failure}
      </p>
    );
  if (isEmpty) return <p className="py-4 text-sm text-slate-500">{empty}</p>;
  return <>{children}</>;
}

export const tableClass = 'min-w-full text-left text-sm';
export const headClass = 'bg-slate-100 text-xs font-semibold text-slate-600';
export const cellClass = 'px-2 py-1.5 whitespace-nowrap text-slate-800';
