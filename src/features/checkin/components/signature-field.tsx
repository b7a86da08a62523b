/**
 * The signature pad (signature_pad on a canvas sized to its box and the screen's pixel ratio): reports a
 * PNG data URL after each stroke, or null once cleared. The drawing is kept across resizes by
 * re-loading its points.
 */
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import SignaturePad from 'signature_pad';
import { Button } from '@/components/ui/button';

type Props = { onChange: (png: string | null) => void; error?: string };

export function SignatureField({ onChange, error }: Props) {
  const { t } = useTranslation();
  const canvas = useRef<HTMLCanvasElement>(null);
  const pad = useRef<SignaturePad | null>(null);
  const changed = useRef(onChange);
  useEffect(() => {
    changed.current = onChange;
  }, [onChange]);

  useEffect(() => {
    const element = canvas.current!;
    const signature = new SignaturePad(element, { penColor: '#0f172a' });
    pad.current = signature;
    const fit = () => {
      const ratio = Math.max(window.devicePixelRatio || 1, 1);
      const strokes = signature.toData();
      element.width = element.offsetWidth * ratio;
      element.height = element.offsetHeight * ratio;
      element.getContext('2d')!.scale(ratio, ratio);
      signature.clear();
      signature.fromData(strokes);
    };
    fit();
    const report = () => changed.current(signature.isEmpty() ? null : signature.toDataURL('image/png'));
    signature.addEventListener('endStroke', report);
    window.addEventListener('resize', fit);
    return () => {
      window.removeEventListener('resize', fit);
      signature.removeEventListener('endStroke', report);
      signature.off();
    };
  }, []);

  return (
    <fieldset className="flex min-w-0 flex-col gap-2">
      <legend className="text-sm font-medium text-slate-800">{t('signature.label')} *</legend>
      <p id="signature-hint" className="text-sm text-slate-600">
        {t('signature.hint')}
      </p>
      <canvas
        ref={canvas}
        role="img"
        aria-label={t('signature.label')}
        aria-describedby="signature-hint"
        aria-invalid={Boolean(error) || undefined}
        className={`h-40 w-full touch-none rounded-md border-2 bg-white ${error ? 'border-red-500' : 'border-slate-300'}`}
      />
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
      <Button
        variant="secondary"
        className="w-fit"
        onClick={() => {
          pad.current?.clear();
          onChange(null);
        }}
      >
        {t('signature.clear')}
      </Button>
    </fieldset>
  );
}
