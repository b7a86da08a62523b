/** The CSV export's progress bar and Cancel button (docs/product.md#guest-list). */
import { Button } from '@/components/ui/button';
import type { ExportProgress } from '../api/export-guests';

export function ExportStatus({ progress, onCancel }: { progress: ExportProgress | null; onCancel: () => void }) {
  const done = progress?.done ?? 0;
  const total = progress?.total ?? null;
  const text =
    total === null
      ? `Exported ${done.toLocaleString('en-US')} guests…`
      : `Exported ${done.toLocaleString('en-US')} of ${total.toLocaleString('en-US')} guests…`;
  return (
    <div
      role="status"
      className="flex flex-wrap items-center gap-3 rounded-md border border-slate-200 bg-white px-3 py-2"
    >
      <progress
        aria-label="Export progress"
        className="h-2 flex-1"
        value={total ? done : undefined}
        max={total ?? undefined}
      />
      <span className="text-sm text-slate-600">{text}</span>
      <Button variant="secondary" onClick={onCancel}>
        Cancel
      </Button>
    </div>
  );
}
