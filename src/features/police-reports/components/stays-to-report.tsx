/**
 * The stays still to report (docs/police-reports.md#the-page), by arrival day or all, each selected by
 * default; overdue ones (24 hours after check-in) in red. Below: what the selected travellers lack and the
 * button that makes the file.
 */
import { useMemo, useState } from 'react';
import type { PoliceAuthority, PoliceReportFile } from '@shared/police/report-request';
import { MAX_STAYS_PER_REPORT } from '@shared/police/report-request';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { TextField } from '@/components/ui/text-field';
import { formatDate } from '@/lib/format';
import { useStaysToReport, type StayToReport } from '../api/list-stays-to-report';
import { isOverdue } from '../lib/overdue';
import { EditStayDialog, type EditingStay } from './edit-stay-dialog';
import { GenerateFile } from './generate-file';
import { MadeFile } from './made-file';
import { ProblemList } from './problem-list';

type Props = {
  hotelId: string;
  authority: PoliceAuthority;
  day: string | undefined;
  onDayChange: (day: string | undefined) => void;
};

type StayItemProps = {
  stay: StayToReport;
  selected: boolean;
  onToggle: () => void;
  /** SES only: opens "Edit stay" for the contract. */
  onEdit?: () => void;
};

function StayItem({ stay, selected, onToggle, onEdit }: StayItemProps) {
  const overdue = isOverdue(stay.checkedInAt, stay.arrivalDate);
  return (
    <li
      aria-label={stay.leadName}
      className={`flex items-start gap-3 rounded-lg border p-3 ${overdue ? 'border-red-300 bg-red-50' : 'border-slate-200 bg-white'}`}
    >
      <input
        type="checkbox"
        className="mt-1 size-4"
        checked={selected}
        onChange={onToggle}
        aria-label={`Include ${stay.leadName}`}
      />
      <div className="min-w-0 flex-1">
        <p className={`font-medium ${overdue ? 'text-red-800' : 'text-slate-900'}`}>
          {stay.leadName}
          {stay.reference ? <span className="font-normal text-slate-600"> · {stay.reference}</span> : null}
        </p>
        <p className="text-sm text-slate-600">
          {formatDate(stay.arrivalDate)} → {stay.departureDate ? formatDate(stay.departureDate) : '—'}
          {` · ${stay.guests} ${stay.guests === 1 ? 'guest' : 'guests'}`}
          {stay.room ? ` · room ${stay.room}` : ''}
        </p>
      </div>
      {overdue && (
        <span className="rounded-full bg-red-700 px-3 py-1 text-xs font-medium text-white">Overdue: over 24 hours</span>
      )}
      {onEdit && (
        <Button variant="secondary" size="sm" onClick={onEdit} aria-label={`Edit stay of ${stay.leadName}`}>
          Edit stay
        </Button>
      )}
    </li>
  );
}

export function StaysToReport({ hotelId, authority, day, onDayChange }: Props) {
  const stays = useStaysToReport(hotelId);
  // Stays left out by hand; every other stay shown is in the file, so a new arrival joins by default.
  const [left, setLeft] = useState<ReadonlySet<string>>(new Set());
  const [made, setMade] = useState<PoliceReportFile | null>(null);
  const [editing, setEditing] = useState<EditingStay | null>(null);
  const shown = useMemo(() => (stays.data ?? []).filter((stay) => !day || stay.arrivalDate === day), [stays.data, day]);
  const selected = shown.filter((stay) => !left.has(stay.id)).map((stay) => stay.id);
  // Spain's contract belongs to the stay (docs/police-reports.md#the-stays-contract): only SES asks for it.
  const editStay =
    authority === 'ses'
      ? (id: string) => {
          const stay = shown.find((s) => s.id === id);
          setEditing({ id, name: stay?.leadName ?? 'the guest' });
        }
      : undefined;
  const toggle = (id: string) =>
    setLeft((prev) => {
      const next = new Set(prev);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  return (
    <Card asChild>
      <section aria-labelledby="to-report-title" className="flex flex-col gap-4">
        <h2 id="to-report-title" className="text-lg font-semibold text-slate-900">
          Stays to report
        </h2>
        <div className="flex flex-wrap items-end gap-3">
          <TextField
            label="Arrival day"
            type="date"
            value={day ?? ''}
            onChange={(event) => onDayChange(event.target.value || undefined)}
          />
          <Button variant="secondary" onClick={() => onDayChange(undefined)} disabled={!day}>
            All days
          </Button>
        </div>
        {made && <MadeFile made={made} />}
        {stays.isPending && <p className="text-slate-600">Loading…</p>}
        {stays.isError && <p role="alert">Could not load the stays to report: {stays.error.message}</p>}
        {stays.data && shown.length === 0 && (
          <p className="text-slate-600">
            {day
              ? `Nothing to report for arrivals on ${formatDate(day)}.`
              : 'Nothing to report: every guest is in a file.'}
          </p>
        )}
        {shown.length > 0 && (
          <ul aria-label="Stays to report" className="flex flex-col gap-2">
            {shown.map((stay) => (
              <StayItem
                key={stay.id}
                stay={stay}
                selected={!left.has(stay.id)}
                onToggle={() => toggle(stay.id)}
                onEdit={editStay && (() => editStay(stay.id))}
              />
            ))}
          </ul>
        )}
        {selected.length > MAX_STAYS_PER_REPORT && (
          <p role="alert" className="text-red-700">
            One file takes at most {MAX_STAYS_PER_REPORT} stays: pick a day or leave some out.
          </p>
        )}
        {selected.length > 0 && selected.length <= MAX_STAYS_PER_REPORT && (
          <>
            <ProblemList hotelId={hotelId} stayIds={selected} onEditStay={editStay} />
            <GenerateFile hotelId={hotelId} authority={authority} stayIds={selected} onMade={setMade} />
          </>
        )}
        {editing && <EditStayDialog hotelId={hotelId} stay={editing} onClose={() => setEditing(null)} />}
      </section>
    </Card>
  );
}
