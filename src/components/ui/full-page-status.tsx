/** A centred one-line status for whole-page states such as 'Loading...'. */
import type { ReactNode } from 'react';

export function FullPageStatus({ children }: { children: ReactNode }) {
  return (
    <div role="status" className="flex min-h-dvh items-center justify-center p-6 text-slate-600">
      {children}
    </div>
  );
}
