/**
 * One traveller's passport images (docs/online-check-in.md#passport-images), shown only where the hotel
 * keeps images: pick up to 5 (with those already sent), see their names, remove one before sending. The
 * files are uploaded when the guest signs and sends.
 */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_UPLOADS_PER_TRAVELLER } from '@shared/checkin-schema';
import { Button } from '@/components/ui/button';

type Props = {
  index: number;
  files: File[];
  /** Images sent earlier (object names), which count towards the 5. */
  sent: number;
  onAdd: (files: File[]) => void;
  onRemove: (at: number) => void;
};

export function TravellerImages({ index, files, sent, onAdd, onRemove }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const room = MAX_UPLOADS_PER_TRAVELLER - sent - files.length;
  return (
    <div className="mt-3 flex min-w-0 flex-col gap-2">
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {t('images.label', { n: index + 1 })}
      </label>
      <p id={`${id}-hint`} className="text-sm text-slate-600">
        {t('images.hint', { count: MAX_UPLOADS_PER_TRAVELLER, sent })}
      </p>
      <input
        id={id}
        type="file"
        accept="image/*"
        multiple
        disabled={room <= 0}
        aria-describedby={`${id}-hint`}
        className="max-w-full text-sm"
        onChange={(event) => {
          const picked = [...(event.target.files ?? [])].filter((file) => file.type.startsWith('image/'));
          onAdd(picked.slice(0, Math.max(room, 0)));
          event.target.value = '';
        }}
      />
      {files.length > 0 && (
        <ul className="flex flex-col gap-1 text-sm" aria-label={t('images.label', { n: index + 1 })}>
          {files.map((file, at) => (
            <li key={`${file.name}-${at}`} className="flex min-w-0 items-center justify-between gap-2">
              <span className="truncate">{file.name}</span>
              <Button variant="ghost" onClick={() => onRemove(at)}>
                {t('images.remove', { name: file.name })}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
