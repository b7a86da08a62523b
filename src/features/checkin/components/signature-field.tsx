/**
 * The signature pad (signature_pad on a canvas sized to its box and the screen's pixel ratio): reports a
 * PNG data URL after each stroke, or null once cleared. The drawing is kept across resizes by
 * re-loading its points. For keyboard users (and anyone who prefers it) a text box takes the full name
 * instead, rendered as the signature image (../lib/typed-signature.ts); drawing clears the typed name
 * and typing clears the drawing, so one image is sent.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import SignaturePad from 'signature_pad';
import { Button } from '@/components/ui/button';
import { drawTypedSignature } from '../lib/typed-signature';

type Props = { onChange: (png: string | null) => void; error?: string };

export function SignatureField({ onChange, error }: Props) {
  const { t } = useTranslation();
  const canvas = useRef<HTMLCanvasElement>(null);
  const pad = useRef<SignaturePad | null>(null);
  const typedId = useId();
  const [typed, setTyped] = useState('');
  const typedNow = useRef('');
  useEffect(() => {
    typedNow.current = typed;
  }, [typed]);
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
      // A typed name is drawn again at the new size (a phone's toolbar resizes the window as it scrolls).
      if (typedNow.current) drawTypedSignature(element, typedNow.current, ratio);
      else signature.fromData(strokes);
    };
    fit();
    const report = () => {
      setTyped('');
      changed.current(signature.isEmpty() ? null : signature.toDataURL('image/png'));
    };
    // Drawing replaces a typed name: the pad starts blank.
    const begin = () => {
      if (typedNow.current) signature.clear();
    };
    signature.addEventListener('beginStroke', begin);
    signature.addEventListener('endStroke', report);
    window.addEventListener('resize', fit);
    return () => {
      window.removeEventListener('resize', fit);
      signature.removeEventListener('beginStroke', begin);
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
      <label htmlFor={typedId} className="text-sm font-medium text-slate-800">
        {t('signature.typed')}
      </label>
      <input
        id={typedId}
        type="text"
        autoComplete="name"
        value={typed}
        className="min-h-11 w-full rounded-md border border-slate-300 px-3 py-2 text-base"
        onChange={(event) => {
          const name = event.target.value;
          setTyped(name);
          pad.current?.clear();
          // The name is drawn on the pad itself, so the guest sees the image that is sent.
          const png = canvas.current ? drawTypedSignature(canvas.current, name, window.devicePixelRatio || 1) : null;
          if (!png) pad.current?.clear();
          onChange(png);
        }}
      />
      <Button
        variant="secondary"
        className="w-fit"
        onClick={() => {
          pad.current?.clear();
          setTyped('');
          onChange(null);
        }}
      >
        {t('signature.clear')}
      </Button>
    </fieldset>
  );
}
