/** Tailwind classes the shared `src/components/ui` primitives do not cover (cards, the native select). */
export const cardClass = 'rounded-xl border border-slate-200 bg-white p-6 shadow-sm';
export const selectClass =
  'block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 shadow-sm focus:border-blue-600';
