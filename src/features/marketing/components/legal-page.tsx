import type { ReactNode } from 'react';
import { MarketingLayout } from './marketing-layout';

/** Shared frame of /terms, /privacy and /refund-policy: title, date, readable prose, legal footer. */
export function LegalPage({ title, updated, children }: { title: string; updated: string; children: ReactNode }) {
  return (
    <MarketingLayout>
      <article
        aria-labelledby="legal-title"
        className="mx-auto max-w-3xl px-4 py-12 text-slate-700 [&_a]:text-blue-700 [&_a]:underline [&_h2]:mt-10 [&_h2]:text-xl [&_h2]:font-semibold [&_h2]:text-slate-900 [&_li]:mt-1.5 [&_p]:mt-3 [&_p]:leading-relaxed [&_ul]:mt-3 [&_ul]:list-disc [&_ul]:pl-6"
      >
        <h1 id="legal-title" className="text-3xl font-bold tracking-tight text-slate-900">
          {title}
        </h1>
        <p className="text-sm text-slate-500">Last updated {updated}</p>
        {children}
      </article>
    </MarketingLayout>
  );
}

/** Where legal questions go; one address so every page agrees. */
export const LEGAL_CONTACT = 'privacy@guestregistry.app';
