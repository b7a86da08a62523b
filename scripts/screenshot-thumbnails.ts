/**
 * Gallery thumbnails of the marketing screenshots: `N-name.png` (1200×750) → `N-name.thumb.webp`
 * (800×500, WebP), about a quarter of the bytes, so the landing page's gallery does not compete with
 * its first paint on a phone (docs/architecture.md#performance); the enlarged view keeps the PNG.
 * scripts/screenshots.ts calls it after each capture; run alone to regenerate every thumbnail:
 *
 *   node_modules/.bin/tsx scripts/screenshot-thumbnails.ts [dir, default public/screenshots]
 */
import { readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

/** The card is at most ~380 CSS px wide: 800 px stays sharp on 2× screens. */
export const THUMBNAIL_WIDTH = 800;

/** @param pngPath a screenshot; @returns the thumbnail's path, written beside it */
export async function writeThumbnail(pngPath: string): Promise<string> {
  const out = pngPath.replace(/\.png$/, '.thumb.webp');
  await sharp(pngPath).resize({ width: THUMBNAIL_WIDTH }).webp({ quality: 80 }).toFile(out);
  return out;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const dir = resolve(process.argv[2] ?? 'public/screenshots');
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.png'))) await writeThumbnail(join(dir, file));
}
