/**
 * Numbered page buttons (docs/product.md#screens-and-routes). Long lists show the first, last and the pages around the
 * current one, with gaps, so a hotel with years of guests still gets one row of buttons. Past a
 * capped count the pages are numbered up to what is known, then *Next* (docs/product.md#guest-list).
 */
export function pageWindow(page: number, pageCount: number, radius = 2): (number | 'gap')[] {
  const pages = new Set<number>([1, pageCount]);
  for (let p = page - radius; p <= page + radius; p++) if (p >= 1 && p <= pageCount) pages.add(p);
  const sorted = [...pages].filter((p) => p >= 1).sort((a, b) => a - b);
  const out: (number | 'gap')[] = [];
  sorted.forEach((p, i) => {
    if (i > 0 && p - sorted[i - 1] > 1) out.push('gap');
    out.push(p);
  });
  return out;
}

/**
 * @param pageCount pages known to exist
 * @param hasNext show *Next* (when the count stopped at its cap, more pages may follow the known ones)
 */
export function PageButtons({
  page,
  pageCount,
  hasNext = false,
  onSelect,
}: {
  page: number;
  pageCount: number;
  hasNext?: boolean;
  onSelect: (page: number) => void;
}) {
  if (pageCount <= 1 && !hasNext) return null;
  const base = 'min-w-9 rounded-md border px-3 py-1.5 text-sm font-medium';
  return (
    <nav aria-label="Pages" className="flex flex-wrap items-center justify-center gap-1">
      {pageWindow(page, pageCount).map((p, i) =>
        p === 'gap' ? (
          <span key={`gap-${i}`} className="px-1 text-slate-400" aria-hidden="true">
            …
          </span>
        ) : (
          <button
            key={p}
            type="button"
            aria-label={`Page ${p}`}
            aria-current={p === page ? 'page' : undefined}
            className={
              p === page
                ? `${base} border-blue-700 bg-blue-700 text-white`
                : `${base} border-slate-300 bg-white text-slate-700 hover:bg-slate-50`
            }
            onClick={() => onSelect(p)}
          >
            {p}
          </button>
        ),
      )}
      {hasNext && (
        <button
          type="button"
          className={`${base} border-slate-300 bg-white text-slate-700 hover:bg-slate-50`}
          onClick={() => onSelect(page + 1)}
        >
          Next
        </button>
      )}
    </nav>
  );
}
