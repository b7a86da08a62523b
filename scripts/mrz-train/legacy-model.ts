/**
 * Tesseract's legacy (Tesseract 3) training recipe, run with Debian's `tesseract-ocr` tools:
 * text2image renders (`.tif` + `.box`) → `tesseract … box.train` (`.tr` features) →
 * unicharset_extractor → mftraining → cntraining → combine_tessdata. See
 * https://tesseract-ocr.github.io/tessdoc/Training-Tesseract-3.03%E2%80%933.05.html
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** One rendering of the training text: point size at 300 dpi and text2image's photocopier exposure. */
export interface Render {
  ptsize: number;
  exposure: number;
}

const FONT_DIR = '/usr/share/fonts/opentype/ocr-b';
/** Font name in the `.tr` files (taken from `lang.font.expN` file names) and in font_properties. */
const FONT = 'OCRB';

function run(tool: string, args: string[], cwd: string): void {
  try {
    execFileSync(tool, args, { cwd, stdio: ['ignore', 'ignore', 'pipe'] });
  } catch (error) {
    const stderr = (error as { stderr?: Buffer }).stderr?.toString() ?? '';
    if ((error as NodeJS.ErrnoException).code === 'ENOENT')
      throw new Error(`${tool} not found: install Tesseract's training tools (apt-get install tesseract-ocr)`);
    throw new Error(`${tool} ${args.join(' ')} failed:\n${stderr.slice(-2000)}`);
  }
}

/**
 * Renders `textFile` (in `dir`) once per `renders` entry in OCR-B and trains a legacy model named
 * `lang` from all renders. Returns the path of `dir/<lang>.traineddata`. Throws when a tool is
 * missing or fails (its stderr in the message).
 */
export function trainLegacyModel(dir: string, textFile: string, lang: string, renders: Render[]): string {
  const bases = renders.map(({ ptsize, exposure }, i) => {
    const base = `${lang}.${FONT}.exp${i}`;
    run(
      'text2image',
      [
        `--text=${textFile}`,
        `--outputbase=${base}`,
        `--font=OCR B`,
        `--fonts_dir=${FONT_DIR}`,
        `--ptsize=${ptsize}`,
        `--exposure=${exposure}`,
        '--resolution=300',
        '--char_spacing=0',
        '--xsize=3600',
        '--ysize=4800',
      ],
      dir,
    );
    run('tesseract', [`${base}.tif`, base, '--psm', '6', 'box.train'], dir);
    return base;
  });
  run('unicharset_extractor', ['--output_unicharset', 'unicharset', ...bases.map((b) => `${b}.box`)], dir);
  writeFileSync(join(dir, 'font_properties'), `${FONT} 0 0 1 0 0\n`);
  const trFiles = bases.map((b) => `${b}.tr`);
  run('mftraining', ['-F', 'font_properties', '-U', 'unicharset', '-O', `${lang}.unicharset`, ...trFiles], dir);
  run('cntraining', trFiles, dir);
  for (const part of ['inttemp', 'pffmtable', 'normproto', 'shapetable'])
    if (readdirSync(dir).includes(part)) renameSync(join(dir, part), join(dir, `${lang}.${part}`));
  run('combine_tessdata', [`${lang}.`], dir);
  return join(dir, `${lang}.traineddata`);
}
