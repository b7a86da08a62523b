/**
 * The file just made (docs/police-reports.md#the-page): its name and SHA-256, offered again (and, for
 * Spain, in the ZIP + Base64 form the web service takes) until the page is left. The server keeps only
 * the hash, so this is the moment to save it.
 */
import type { PoliceReportFile } from '@shared/police/report-request';
import { Button } from '@/components/ui/button';
import { downloadReportFile, downloadZipBase64 } from '../lib/report-files';

export function MadeFile({ made }: { made: PoliceReportFile }) {
  return (
    <div
      role="status"
      aria-label="File made"
      className="rounded-lg border border-emerald-200 bg-emerald-50 p-3 text-sm"
    >
      <p className="text-emerald-900">
        <strong>{made.file.name}</strong> made for {made.report.guests} {made.report.guests === 1 ? 'guest' : 'guests'}{' '}
        · SHA-256 {made.report.sha256.slice(0, 12)}. Upload it on the portal, then record its receipt number in the
        history below.
      </p>
      {made.authority === 'siba' && (
        <p className="mt-1 text-amber-800">Unverified against an official schema: check it on the portal.</p>
      )}
      <div className="mt-2 flex flex-wrap gap-2">
        <Button variant="secondary" size="sm" onClick={() => downloadReportFile(made)}>
          Download {made.file.name}
        </Button>
        {made.zipBase64 && (
          <Button variant="secondary" size="sm" onClick={() => downloadZipBase64(made)}>
            Download ZIP + Base64
          </Button>
        )}
      </div>
    </div>
  );
}
