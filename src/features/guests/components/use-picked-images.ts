/**
 * The registration form's passport images (docs/product.md#guest-registration): picked files are
 * listed at once as "checking…" while each is checked and re-encoded (prepareImage), so nothing picked
 * goes unseen while the checker downloads on first use; at most 5 are kept (the first five that pass,
 * in pick order; the rest are counted as cut off). `settle()` lets the submit wait for every check, so
 * a guest is never saved without images the user picked.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { MAX_ATTACHMENTS } from '@shared/guest-schema';
import { prepareImage, type PendingImage } from './picked-image';

const cutOffNote = (n: number) =>
  `At most ${MAX_ATTACHMENTS} images: ${n} extra ${n === 1 ? 'file was' : 'files were'} not added.`;

const revoke = (images: readonly PendingImage[]) =>
  images.forEach((img) => img.preview && URL.revokeObjectURL(img.preview));

export function usePickedImages() {
  const [images, setImages] = useState<PendingImage[]>([]);
  const [notice, setNotice] = useState<string | null>(null);
  // The list as last set: checks that finish later, and the submit that waited for them, read it here.
  const current = useRef<PendingImage[]>([]);
  const pending = useRef(new Set<Promise<void>>());
  const removed = useRef(new Set<string>());
  const refusals = useRef(0);
  const commit = useCallback((next: PendingImage[]) => {
    current.current = next;
    setImages(next);
  }, []);
  useEffect(() => () => revoke(current.current), []);

  /** Adds `files` (`first`: before the others, as the scanned photo is) and starts their checks. */
  const pick = useCallback(
    (files: File[], { first = false } = {}) => {
      const batch: PendingImage[] = files.map((file) => ({
        id: crypto.randomUUID(),
        file,
        status: 'checking',
        progress: null,
      }));
      const ids = new Set(batch.map((img) => img.id));
      const all = current.current;
      commit(first ? [...batch, ...all] : [...all, ...batch.slice(0, Math.max(0, MAX_ATTACHMENTS - all.length))]);
      const check = Promise.all(batch.map((img) => prepareImage(img.file))).then((results) => {
        const others = current.current.filter((img) => !ids.has(img.id));
        let room = MAX_ATTACHMENTS - others.length;
        const kept: PendingImage[] = [];
        const notes: string[] = [];
        let cutOff = 0;
        results.forEach((result, i) => {
          if (removed.current.has(batch[i].id)) return;
          if ('refusal' in result) {
            notes.push(result.refusal);
            refusals.current += 1;
          } else if (room > 0) {
            room -= 1;
            const preview = URL.createObjectURL(result.upload);
            kept.push({ ...batch[i], status: 'ready', upload: result.upload, preview });
          } else cutOff += 1;
        });
        if (cutOff) notes.push(cutOffNote(cutOff));
        commit(first ? [...kept, ...others] : [...others, ...kept]);
        setNotice(notes.join(' ') || null);
      });
      pending.current.add(check);
      void check.finally(() => pending.current.delete(check));
    },
    [commit],
  );

  const remove = useCallback(
    (id: string) => {
      removed.current.add(id);
      revoke(current.current.filter((img) => img.id === id));
      commit(current.current.filter((img) => img.id !== id));
    },
    [commit],
  );

  /** Sets one image's upload progress (0–100, or null to clear it). */
  const setProgress = useCallback(
    (id: string, progress: number | null) =>
      commit(current.current.map((img) => (img.id === id ? { ...img, progress } : img))),
    [commit],
  );

  /** Empties the list (after a save). */
  const clear = useCallback(() => {
    revoke(current.current);
    commit([]);
    setNotice(null);
  }, [commit]);

  /**
   * Waits until every picked file has been checked.
   * @returns the images to upload, and whether a file picked before the call was refused meanwhile
   *   (its message is in `notice`: the caller should not save as if it had been attached)
   */
  const settle = useCallback(async () => {
    const before = refusals.current;
    while (pending.current.size) await Promise.all([...pending.current]);
    return { images: current.current, refused: refusals.current > before };
  }, []);

  return { images, notice, pick, remove, setProgress, clear, settle };
}
