/**
 * Generate file (docs/police-reports.md#the-page): enabled once the check finds nothing to fix; the file
 * downloads at once.
 * Portugal's file is marked unverified: no official schema was available to check it against.
 */
import type { PoliceAuthority, PoliceReportFile } from '@shared/police/report-request';
import { Button } from '@/components/ui/button';
import { useCheckPoliceReport } from '../api/check-police-report';
import { useGeneratePoliceReport } from '../api/generate-police-report';
import { downloadReportFile } from '../lib/report-files';

const UNVERIFIED = 'SIBA file: unverified against an official schema (none is published); check it on the portal.';

export function GenerateFile({
  hotelId,
  authority,
  stayIds,
  onMade,
}: {
  hotelId: string;
  authority: PoliceAuthority;
  stayIds: string[];
  /** The file just made (already downloaded once). */
  onMade: (file: PoliceReportFile) => void;
}) {
  const check = useCheckPoliceReport(hotelId, stayIds);
  const generate = useGeneratePoliceReport(hotelId);
  const blocked = !check.data || check.data.problems.some((p) => p.severity === 'error');
  // mutateAsync, not mutate's callbacks: the refreshed list drops the reported stays, which unmounts this
  // button before mutate would call back; the promise still resolves, and the parent keeps the file.
  const make = () =>
    generate.mutateAsync(stayIds).then(
      (result) => {
        onMade(result);
        downloadReportFile(result);
      },
      () => undefined, // shown below from generate.error
    );
  return (
    <div className="flex flex-col gap-3">
      {authority === 'siba' && <p className="text-sm text-amber-800">{UNVERIFIED}</p>}
      <div>
        <Button onClick={() => void make()} disabled={blocked || generate.isPending}>
          {generate.isPending
            ? 'Generating…'
            : `Generate file (${stayIds.length} ${stayIds.length === 1 ? 'stay' : 'stays'})`}
        </Button>
      </div>
      {generate.isError && <p role="alert">{generate.error.message}</p>}
    </div>
  );
}
