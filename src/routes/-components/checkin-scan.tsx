/**
 * The guest page's "Scan passport" (docs/online-check-in.md#passport-scan): the staff form's control and
 * engine (the OCR engine loads in a worker on the first scan only), its result mapped as for /register
 * (`scanToForm`: values the registry would refuse, such as ICAO's specimen state UTO, are left for the
 * guest). Lives with the routes because features do not import each other.
 */
import { useRef, type FormEvent } from 'react';
import { ScanPassportButton } from '@/features/passport-scan/components/scan-passport-button';
import type { ApplyScan } from '@/features/checkin/components/checkin-form';
import { scanToForm } from '../_authed/_hotel/-components/scan-to-form';

export function CheckinScan({ apply }: { apply: ApplyScan }) {
  const photo = useRef<File | null>(null);
  // Capture phase: runs before the control clears its file input.
  const onChange = (event: FormEvent) => {
    if (event.target instanceof HTMLInputElement && event.target.type === 'file')
      photo.current = [...(event.target.files ?? [])].find((file) => file.type.startsWith('image/')) ?? null;
  };
  return (
    <div onChangeCapture={onChange}>
      <ScanPassportButton
        onResult={(result, band) => {
          const { values } = scanToForm(result, photo.current, band);
          apply(values, photo.current);
        }}
      />
    </div>
  );
}
