/**
 * A labelled date bound of a list's filters (guest list check-in From/To, Activity From/To): a native
 * date input; `onPick` gets the ISO date `YYYY-MM-DD`, or undefined once cleared.
 */
export const filterLabelClass = 'flex flex-col gap-1 text-sm font-medium text-slate-700';
export const filterInputClass =
  'rounded-md border border-slate-300 bg-white px-3 py-2 text-sm shadow-sm focus:border-blue-600';

export function DateFilter({
  label,
  value,
  min,
  max,
  onPick,
}: {
  label: string;
  value: string | undefined;
  min?: string;
  max?: string;
  onPick: (date: string | undefined) => void;
}) {
  return (
    <label className={filterLabelClass}>
      {label}
      <input
        type="date"
        className={filterInputClass}
        value={value ?? ''}
        min={min}
        max={max}
        onChange={(e) => onPick(e.target.value || undefined)}
      />
    </label>
  );
}
