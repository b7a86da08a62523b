/**
 * The generated files (docs/police-reports.md#history): when, who, how many guests, the file and its
 * SHA-256 (short), the status with the receipt number. Staff mark a generated file accepted with the
 * portal's receipt, or discarded when the portal refused it (its guests come back to the list).
 */
import { lazy, Suspense, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Pagination } from '@/components/ui/pagination';
import { formatDateTime } from '@/lib/format';
import { HISTORY_PAGE_SIZE, usePoliceReports, type PoliceReportRow } from '../api/list-police-reports';
import type { Marking } from './mark-report-dialogs';

// The dialogs (Radix, the receipt form) load on first use, keeping the route's initial JS small.
const MarkReportDialogs = lazy(() => import('./mark-report-dialogs').then((m) => ({ default: m.MarkReportDialogs })));

function StatusCell({ report }: { report: PoliceReportRow }) {
  if (report.status === 'accepted')
    return <span className="text-emerald-800">Accepted · receipt {report.receiptNumber}</span>;
  if (report.status === 'discarded') return <span className="text-slate-500">Discarded</span>;
  return <span className="text-amber-800">Generated, not yet confirmed</span>;
}

export function ReportHistory({
  hotelId,
  page,
  onPageChange,
}: {
  hotelId: string;
  page: number;
  onPageChange: (page: number) => void;
}) {
  const reports = usePoliceReports(hotelId, page);
  const [marking, setMarking] = useState<Marking>(null);
  return (
    <Card asChild>
      <section aria-labelledby="history-title" className="flex flex-col gap-4">
        <h2 id="history-title" className="text-lg font-semibold text-slate-900">
          Generated files
        </h2>
        {reports.isPending && <p className="text-slate-600">Loading…</p>}
        {reports.isError && <p role="alert">Could not load the generated files: {reports.error.message}</p>}
        {reports.data?.rows.length === 0 && <p className="text-slate-600">No file generated yet.</p>}
        {reports.data && reports.data.rows.length > 0 && (
          <div className="overflow-x-auto">
            <table aria-label="Generated files" className="w-full text-left text-sm">
              <thead className="text-slate-600">
                <tr>
                  <th className="py-2 pr-3 font-medium">Made</th>
                  <th className="py-2 pr-3 font-medium">By</th>
                  <th className="py-2 pr-3 font-medium">Guests</th>
                  <th className="py-2 pr-3 font-medium">File</th>
                  <th className="py-2 pr-3 font-medium">SHA-256</th>
                  <th className="py-2 pr-3 font-medium">Status</th>
                  <th className="py-2 font-medium">
                    <span className="sr-only">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {reports.data.rows.map((report) => (
                  <tr key={report.id} className="border-t border-slate-100 align-top">
                    <td className="py-2 pr-3 whitespace-nowrap">{formatDateTime(report.createdAt)}</td>
                    <td className="py-2 pr-3">{report.createdByEmail ?? '—'}</td>
                    <td className="py-2 pr-3">{report.guests}</td>
                    <td className="py-2 pr-3">{report.fileName}</td>
                    <td className="py-2 pr-3 font-mono" title={report.sha256}>
                      {report.sha256.slice(0, 12)}
                    </td>
                    <td className="py-2 pr-3">
                      <StatusCell report={report} />
                    </td>
                    <td className="py-2">
                      {report.status === 'generated' && (
                        <div className="flex flex-wrap gap-2">
                          <Button
                            size="sm"
                            variant="success"
                            aria-label={`Mark ${report.fileName} accepted`}
                            onClick={() => setMarking({ report, as: 'accepted' })}
                          >
                            Mark accepted
                          </Button>
                          <Button
                            size="sm"
                            variant="secondary"
                            aria-label={`Discard ${report.fileName}`}
                            onClick={() => setMarking({ report, as: 'discarded' })}
                          >
                            Discard
                          </Button>
                        </div>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        {reports.data && (
          <Pagination
            variant="steps"
            label="Generated files pages"
            page={page}
            pageCount={Math.max(1, Math.ceil(reports.data.total / HISTORY_PAGE_SIZE))}
            onPageChange={onPageChange}
          />
        )}
        {marking && (
          <Suspense fallback={null}>
            <MarkReportDialogs hotelId={hotelId} marking={marking} onClose={() => setMarking(null)} />
          </Suspense>
        )}
      </section>
    </Card>
  );
}
