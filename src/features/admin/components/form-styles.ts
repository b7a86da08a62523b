/** Tailwind classes the shared `src/components/ui` primitives do not cover (the admin screens' cards). */
export const cardClass = 'rounded-xl border border-slate-200 bg-white p-6 shadow-sm';
