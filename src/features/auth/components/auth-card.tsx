/** Centred card used by the sign-in and password pages. */
import type { ReactNode } from 'react';
import { Card } from '@/components/ui/card';

export function AuthCard({ title, subtitle, children }: { title: string; subtitle?: string; children: ReactNode }) {
  return (
    <main className="flex min-h-dvh items-center justify-center bg-gradient-to-b from-blue-50 to-slate-50 px-4 py-10">
      <Card asChild padding="lg" className="w-full max-w-sm">
        <section>
          <p className="mb-1 text-sm font-semibold tracking-wide text-blue-700">Hotel Guest Registry</p>
          <h1 className="text-2xl font-semibold text-slate-900">{title}</h1>
          {subtitle && <p className="mt-1 text-sm text-slate-600">{subtitle}</p>}
          <div className="mt-6">{children}</div>
        </section>
      </Card>
    </main>
  );
}
