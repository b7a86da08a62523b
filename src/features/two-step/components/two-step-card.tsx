/** A centred card for the admin console's sign-in steps (the hotel login has its own AuthCard). */
import type { ReactNode } from 'react';

export function TwoStepCard({ title, subtitle, children }: { title: string; subtitle: string; children: ReactNode }) {
  return (
    <main className="flex min-h-dvh items-center justify-center bg-slate-100 px-4 py-12">
      <section className="w-full max-w-sm rounded-xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <h1 className="text-2xl font-semibold text-slate-900">{title}</h1>
        <p className="mt-1 mb-6 text-sm text-slate-600">{subtitle}</p>
        {children}
      </section>
    </main>
  );
}
