/**
 * 100x100 passport thumbnail (docs/product.md#limits); a button so keyboard users can open the full-size overlay.
 * The frame is a ring (a box shadow), not a border: a border would take 2 px of the box, and the
 * base `img { max-width: 100% }` rule would then shrink the picture to 98x98.
 */
export function PassportThumb({
  url,
  alt,
  onOpen,
}: {
  url?: string;
  alt: string;
  onOpen: (url: string, alt: string) => void;
}) {
  if (!url) {
    return (
      <span className="flex size-[100px] items-center justify-center rounded bg-slate-100 text-xs text-slate-400">
        No image
      </span>
    );
  }
  return (
    <button
      type="button"
      aria-label={`View ${alt}`}
      className="block size-[100px] overflow-hidden rounded bg-slate-100 ring-1 ring-slate-200"
      onClick={(e) => {
        e.stopPropagation();
        onOpen(url, alt);
      }}
      onKeyDown={(e) => e.stopPropagation()}
    >
      <img src={url} alt={alt} width={100} height={100} loading="lazy" className="size-[100px] object-cover" />
    </button>
  );
}
