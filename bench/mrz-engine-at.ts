/**
 * The passport-scan engine as it was at a git commit, for the bench's and `mrz:score`'s baseline in
 * the same run: `git archive` writes that commit's `src/features/passport-scan/` under
 * `.local/mrz-engine/<commit>/` (inside the repository, so its imports of image-js, tesseract.js and
 * mrz resolve to this checkout's node_modules), and the engine and its Node OCR are imported from there.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { MrzOcr } from '../src/features/passport-scan/engine/ocr.ts';
import type { RgbaImage } from '../src/features/passport-scan/engine/read-mrz.ts';
import type { ScanOutcome } from '../src/features/passport-scan/engine/types.ts';

/** The engine before the real-photo work (docs/passport-scan.md#results): the bench's baseline. */
export const PREVIOUS_ENGINE_COMMIT = '23853fa6b3e463da716c530e7f9b88242eaeae3b';

export interface EngineAt {
  commit: string;
  read(image: RgbaImage, ocr: MrzOcr): Promise<ScanOutcome>;
  createOcr(): Promise<MrzOcr>;
}

/** Module paths of the engine and its Node OCR, flat (before `engine/`) or in `engine/`. */
const LAYOUTS = [
  { engine: 'engine/read-mrz.ts', ocr: 'engine/node-ocr.ts' },
  { engine: 'engine.ts', ocr: 'node-ocr.ts' },
];

/**
 * Loads the engine of `commit` (any git revision). Throws when git cannot find the commit (e.g. a
 * shallow clone) or the commit has no engine in a known layout.
 */
export async function engineAt(rootDir: string, commit: string): Promise<EngineAt> {
  const full = execFileSync('git', ['rev-parse', '--verify', `${commit}^{commit}`], {
    cwd: rootDir,
    encoding: 'utf8',
  }).trim();
  const dir = join(rootDir, '.local', 'mrz-engine', full);
  const feature = join(dir, 'src', 'features', 'passport-scan');
  if (!existsSync(feature)) {
    mkdirSync(dir, { recursive: true });
    const tar = execFileSync('git', ['archive', full, 'src/features/passport-scan'], {
      cwd: rootDir,
      maxBuffer: 64 << 20,
    });
    execFileSync('tar', ['-x', '-C', dir], { input: tar });
  }
  const layout = LAYOUTS.find((l) => existsSync(join(feature, l.engine)));
  if (!layout) throw new Error(`no passport-scan engine in a known layout at ${full}`);
  const engine = (await import(pathToFileURL(join(feature, layout.engine)).href)) as {
    readMrz: (image: RgbaImage, ocr: MrzOcr) => Promise<ScanOutcome>;
  };
  const ocr = (await import(pathToFileURL(join(feature, layout.ocr)).href)) as {
    createNodeMrzOcr: () => Promise<MrzOcr>;
  };
  return { commit: full, read: (image, o) => engine.readMrz(image, o), createOcr: () => ocr.createNodeMrzOcr() };
}
