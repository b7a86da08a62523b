/**
 * The "Scan passport" control on /register (docs/product.md#passport-scan). Remembers the photo the
 * control was given (file pick, drop or paste) so the form can keep it as the first attachment; the
 * control itself loads the OCR engine lazily in a worker. Below it, "Scan with camera" reads the
 * document live and fills the same fields with the same review marks, attaching nothing.
 */
import { useRef, type ClipboardEvent, type DragEvent, type FormEvent } from 'react';
import { ScanPassportButton } from '@/features/passport-scan/components/scan-passport-button';
import { CameraScan } from '@/features/passport-scan/components/camera-scan';
import type { ScanApplied } from '@/features/guests/components/scan-applied';
import { scanToForm } from './scan-to-form';

const firstImage = (files: FileList | null | undefined) =>
  [...(files ?? [])].find((file) => file.type.startsWith('image/')) ?? null;

export function RegisterScan({ apply }: { apply: (scan: ScanApplied) => void }) {
  const photo = useRef<File | null>(null);
  // Capture phase: runs before the control clears its file input.
  const onChange = (event: FormEvent) => {
    if (event.target instanceof HTMLInputElement && event.target.type === 'file')
      photo.current = firstImage(event.target.files);
  };
  return (
    <div
      onChangeCapture={onChange}
      onDropCapture={(event: DragEvent) => (photo.current = firstImage(event.dataTransfer.files))}
      onPasteCapture={(event: ClipboardEvent) => (photo.current = firstImage(event.clipboardData.files))}
    >
      <ScanPassportButton onResult={(result, band) => apply(scanToForm(result, photo.current, band))} />
      {/* Camera frames are never kept: no photo to attach, only the band shown beside marked fields. */}
      <CameraScan className="mt-2" onResult={(result, band) => apply(scanToForm(result, null, band))} />
    </div>
  );
}
