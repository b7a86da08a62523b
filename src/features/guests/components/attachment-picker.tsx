/**
 * Passport images for the registration form (docs/product.md#screens-and-routes): images only, at most 5 (extra files are cut
 * off), each removable before submit, upload progress in percent per image.
 */
import { useId } from 'react';
import { MAX_ATTACHMENTS } from '@shared/guest-schema';
import { imageRefusal } from '../api/image-checks';

export type PendingImage = { id: string; file: File; progress: number | null };

/** `refused`: one message per refused file, naming it and the reason. */
export type PickResult = { images: PendingImage[]; refused: string[]; cutOff: number };

/**
 * Adds picked files to the current list: files over 10 MiB or not JPEG/PNG/WebP/HEIC by their first
 * bytes are refused, anything beyond 5 cut off.
 */
export async function addImages(
  current: PendingImage[],
  picked: File[],
  makeId: () => string = () => crypto.randomUUID(),
): Promise<PickResult> {
  const refusals = await Promise.all(picked.map(imageRefusal));
  const images = picked.filter((_, i) => !refusals[i]);
  const room = Math.max(0, MAX_ATTACHMENTS - current.length);
  const added = images.slice(0, room).map((file) => ({ id: makeId(), file, progress: null }));
  return {
    images: [...current, ...added],
    refused: refusals.filter((r): r is string => r !== null),
    cutOff: Math.max(0, images.length - room),
  };
}

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
    <fieldset className="flex flex-col gap-2 sm:col-span-2">
      <legend className="text-sm font-medium text-slate-700">Passport images</legend>
      <label
        htmlFor={inputId}
        className={`flex cursor-pointer flex-col items-center justify-center rounded-lg border-2 border-dashed px-4 py-5 text-center text-sm has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-blue-600 ${full || disabled ? 'cursor-not-allowed border-slate-200 text-slate-400' : 'border-slate-300 text-slate-600 hover:border-blue-400 hover:bg-blue-50'}`}
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
              className="flex items-center gap-3 rounded-md border border-slate-200 bg-white px-3 py-2 text-sm"
            >
              <span className="min-w-0 flex-1 truncate" title={img.file.name}>
                {img.file.name}
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
