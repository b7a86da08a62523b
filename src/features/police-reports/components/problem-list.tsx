/**
 * What the selected travellers still lack, before any file is made (docs/police-reports.md#problems):
 * each problem names the traveller and the field in the authority's terms, with a link to the guest's
 * record where it is fixed, or, for Spain's contract, a button that opens "Edit stay". Notices (a name written without its accents) do not stop the file.
 */
import { Link } from '@tanstack/react-router';
import type { ReportProblem } from '@shared/police/report-request';
import { Button } from '@/components/ui/button';
import { useCheckPoliceReport } from '../api/check-police-report';

/** SES contract elements, fixed in "Edit stay" (docs/police-reports.md#the-stays-contract). */
const CONTRACT_FIELDS = new Set(['referencia', 'fechaContrato', 'numPersonas', 'tipoPago']);

type EditStay = ((stayId: string) => void) | undefined;

function ProblemItem({ problem, onEditStay }: { problem: ReportProblem; onEditStay: EditStay }) {
  const who = problem.traveller ?? problem.stay;
  return (
    <li className="flex flex-col gap-1 sm:flex-row sm:items-baseline sm:gap-3">
      <span className="min-w-0 flex-1">
        <strong className="text-slate-900">{who}</strong>
        {problem.traveller && problem.stay !== problem.traveller ? (
          <span className="text-slate-600"> ({problem.stay})</span>
        ) : null}
        {' — '}
        <span className="font-medium">{problem.field}</span>: {problem.message}
      </span>
      {problem.guestId && (
        <Link
          to="/guest-list"
          search={{ guest: problem.guestId }}
          className="shrink-0 text-sm font-medium text-blue-700 underline"
        >
          Edit {who}
        </Link>
      )}
      {!problem.guestId && onEditStay && CONTRACT_FIELDS.has(problem.field) && (
        <Button
          variant="link"
          size="sm"
          className="shrink-0"
          aria-label={`Edit stay ${problem.stay}: ${problem.field}`}
          onClick={() => onEditStay(problem.stayId)}
        >
          Edit stay
        </Button>
      )}
    </li>
  );
}

export function ProblemList({
  hotelId,
  stayIds,
  onEditStay,
}: {
  hotelId: string;
  stayIds: string[];
  /** SES: opens "Edit stay" for a stay's contract problem. */
  onEditStay?: EditStay;
}) {
  const check = useCheckPoliceReport(hotelId, stayIds);
  if (check.isPending) return <p className="text-slate-600">Checking the travellers…</p>;
  if (check.isError) return <p role="alert">Could not check the travellers: {check.error.message}</p>;
  const errors = check.data.problems.filter((p) => p.severity === 'error');
  const notices = check.data.problems.filter((p) => p.severity === 'notice');
  return (
    <div className="flex flex-col gap-3">
      {errors.length > 0 ? (
        <div className="rounded-lg border border-red-200 bg-red-50 p-3 text-red-900">
          <h3 className="font-semibold">
            Before the file can be made: {errors.length} {errors.length === 1 ? 'thing' : 'things'} to fix
          </h3>
          <ul aria-label="Missing for the report" className="mt-2 flex flex-col gap-2 text-sm">
            {errors.map((problem, i) => (
              <ProblemItem key={i} problem={problem} onEditStay={onEditStay} />
            ))}
          </ul>
        </div>
      ) : (
        <p role="status" className="text-emerald-800">
          Every selected traveller has what the authority asks for.
        </p>
      )}
      {notices.length > 0 && (
        <ul aria-label="Notes on the report" className="flex flex-col gap-1 text-sm text-slate-700">
          {notices.map((problem, i) => (
            <ProblemItem key={i} problem={problem} onEditStay={onEditStay} />
          ))}
        </ul>
      )}
    </div>
  );
}
