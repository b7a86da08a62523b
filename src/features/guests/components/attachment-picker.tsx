/**
 * Passport images for the registration form (docs/product.md#screens-and-routes): images only, at most 5 (extra files are cut
 * off), each removable before submit, upload progress in percent per image. Each picked file is listed
 * at once, as "checking…" until it is checked and re-encoded, then with a preview of the JPEG the upload
 * sends (use-picked-images.ts).
 */
import { useId } from 'react';
import { MAX_ATTACHMENTS } from '@shared/guest-schema';
import type { PendingImage } from './picked-image';

export type AttachmentPickerProps = {
  images: PendingImage[];
  disabled: boolean;
  onPick: (files: File[]) => void;
  onRemove: (id: string) => void;
};

export function AttachmentPicker({ images, disabled, onPick, onRemove }: AttachmentPickerProps) {
  const inputId = useId();
  const full = images.length >= MAX_ATTACHMENTS;
  return (
    <fieldset className="flex flex-col gap-2 col-span-2">
      <legend className="text-sm font-medium text-slate-700">Passport images</legend>
      <label
        htmlFor={inputId}
        className={`flex cursor-pointer flex-col items-center justify-center rounded-lg border-2 border-dashed px-4 py-3 text-center sm:py-5 text-sm has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-blue-600 ${full || disabled ? 'cursor-not-allowed border-slate-200 text-slate-400' : 'border-slate-300 text-slate-600 hover:border-blue-400 hover:bg-blue-50'}`}
      >
        <span className="font-medium text-blue-700">Attach passport images</span>
        <span>
          JPEG, PNG, WebP or HEIC, 10 MB each, up to {MAX_ATTACHMENTS} ({images.length}/{MAX_ATTACHMENTS} attached)
        </span>
        <input
          id={inputId}
          type="file"
          accept="image/*"
          multiple
          disabled={disabled || full}
          className="sr-only"
          onChange={(e) => {
            onPick(Array.from(e.target.files ?? []));
            e.target.value = ''; // picking the same file again must fire change
          }}
        />
      </label>
      {images.length > 0 && (
        <ul className="flex flex-col gap-2" aria-label="Attached images">
          {images.map((img) => (
            <li
              key={img.id}
              className="flex items-center gap-3 rounded-md border border-slate-200 bg-white px-2 py-1.5 text-sm"
            >
              {img.preview ? (
                <img
                  src={img.preview}
                  alt={`Preview of ${img.file.name}`}
                  className="size-12 shrink-0 rounded object-cover ring-1 ring-slate-200"
                />
              ) : (
                <span aria-hidden="true" className="size-12 shrink-0 animate-pulse rounded bg-slate-100" />
              )}
              <span className="min-w-0 flex-1 truncate" title={img.file.name}>
                {img.file.name}
                {img.status === 'checking' && <span className="ml-2 text-slate-500">checking…</span>}
              </span>
              {img.progress !== null && (
                <>
                  <progress
                    max={100}
                    value={img.progress}
                    aria-label={`Upload progress of ${img.file.name}`}
                    className="h-2 w-24 accent-blue-700"
                  />
                  <span className="w-10 text-right tabular-nums text-slate-600">{img.progress}%</span>
                </>
              )}
              <button
                type="button"
                disabled={disabled}
                onClick={() => onRemove(img.id)}
                className="rounded px-2 py-1 text-red-700 hover:bg-red-50 disabled:text-slate-400"
                aria-label={`Remove ${img.file.name}`}
              >
                Remove
              </button>
            </li>
          ))}
        </ul>
      )}
    </fieldset>
  );
}
