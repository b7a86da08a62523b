/** Tailwind class strings shared by the admin forms, so every control looks and focuses alike. */
export const inputClass =
  'mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 shadow-sm ' +
  'focus:border-blue-600 focus:outline-none focus:ring-2 focus:ring-blue-600/30';
export const labelClass = 'block text-sm font-medium text-slate-700';
export const primaryButtonClass =
  'inline-flex items-center justify-center rounded-md bg-blue-700 px-4 py-2 text-sm font-semibold text-white shadow-sm ' +
  'hover:bg-blue-800 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 ' +
  'focus-visible:outline-blue-700 disabled:cursor-not-allowed disabled:opacity-60';
export const secondaryButtonClass =
  'inline-flex items-center justify-center rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium ' +
  'text-slate-700 hover:bg-slate-50 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 ' +
  'focus-visible:outline-blue-700 disabled:opacity-60';
export const dangerButtonClass =
  'inline-flex items-center justify-center rounded-md bg-red-600 px-3 py-1.5 text-sm font-semibold text-white ' +
  'hover:bg-red-700 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 ' +
  'focus-visible:outline-red-600 disabled:opacity-60';
export const cardClass = 'rounded-xl border border-slate-200 bg-white p-6 shadow-sm';
