/** The product's features for visitors (docs/product.md#users "What the product does"). */
const FEATURES = [
  {
    title: 'Fast registration',
    text: 'Only the fields your hotel uses, with up to five passport images per guest and upload progress.',
  },
  { title: 'Searchable guest list', text: 'Search by name, email or phone, filter by check-in date, export to CSV.' },
  { title: 'Check-in and check-out', text: 'Guests still in house stand out; one click stamps the check-out time.' },
  { title: 'Print registration cards', text: 'Open any guest, review passport images and print a clean card.' },
  {
    title: 'Your data stays yours',
    text: 'Each hotel sees only its own guests. Passport images live in private storage.',
  },
  {
    title: 'Works on the front desk phone',
    text: 'A mobile layout with a bottom bar for the three things staff do most.',
  },
];

/** The feature cards of the landing page. */
export function FeatureList() {
  return (
    <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {FEATURES.map((f) => (
        <li key={f.title} className="rounded-xl border border-slate-200 p-5">
          <h3 className="font-semibold text-slate-900">{f.title}</h3>
          <p className="mt-1.5 text-sm text-slate-600">{f.text}</p>
        </li>
      ))}
    </ul>
  );
}
