/**
 * What /checkin paints while the page's own chunk (form, languages, signature pad) and the link's
 * answer load in parallel (docs/online-check-in.md#the-guests-page): the page's frame with grey blocks
 * where the hotel's name and the form will be. No words: the guest's language is only known once the
 * page's messages have loaded, a moment later.
 */
export function CheckinPending() {
  return (
    <div className="min-h-screen bg-slate-100">
      <main aria-busy="true" className="mx-auto flex max-w-2xl flex-col gap-4 px-4 py-6">
        <div className="h-9 w-40 self-end rounded bg-slate-200" />
        <div className="h-5 w-32 rounded bg-slate-200" />
        <div className="h-8 w-64 rounded bg-slate-200" />
        <div className="h-64 rounded-lg bg-white" />
      </main>
    </div>
  );
}
