/**
 * Police reports (docs/police-reports.md#the-page): the stays still to report with what each traveller
 * lacks, the file for a day or a selection, and the history of files where staff record the portal's
 * answer. A hotel without an authority is sent to Hotel Setup. The renderers and code tables never load
 * here: the `police-report` edge function runs them.
 */
import { Link } from '@tanstack/react-router';
import { Card } from '@/components/ui/card';
import { usePoliceAuthority } from '../api/get-police-authority';
import { AUTHORITY_NAMES } from '../lib/report-files';
import { ReportHistory } from './report-history';
import { StaysToReport } from './stays-to-report';

export type PoliceReportsPageProps = {
  hotelId: string;
  /** Arrival day shown (`YYYY-MM-DD`), or every day. */
  day: string | undefined;
  /** History page, 1-based. */
  page: number;
  onDayChange: (day: string | undefined) => void;
  onPageChange: (page: number) => void;
};

export function PoliceReportsPage({ hotelId, day, page, onDayChange, onPageChange }: PoliceReportsPageProps) {
  const authority = usePoliceAuthority(hotelId);
  if (authority.isPending) return <p className="text-slate-600">Loading…</p>;
  if (authority.isError) return <p role="alert">Could not load the hotel: {authority.error.message}</p>;
  if (!authority.data) {
    return (
      <Card role="status">
        <p className="text-slate-800">
          Your hotel does not report its guests to the police yet. The owner chooses the authority (Alloggiati Web,
          SES.HOSPEDAJES or SIBA) and the hotel&apos;s code on{' '}
          <Link to="/hotel-setup" className="font-medium text-blue-700 underline">
            Hotel Setup
          </Link>
          , under Police reports.
        </p>
      </Card>
    );
  }
  return (
    <div className="flex flex-col gap-6">
      <p className="text-slate-600">
        Reports to <strong className="text-slate-900">{AUTHORITY_NAMES[authority.data]}</strong>, within 24 hours of
        each arrival.
      </p>
      <StaysToReport hotelId={hotelId} authority={authority.data} day={day} onDayChange={onDayChange} />
      <ReportHistory hotelId={hotelId} page={page} onPageChange={onPageChange} />
    </div>
  );
}
