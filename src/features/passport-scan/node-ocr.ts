/**
 * Node set-up of the MRZ OCR (CLI, bench, tests): the model is read from `@tesseract.js-data/eng`
 * in node_modules; tesseract.js finds its worker and core there too. Nothing is fetched.
 */
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { createMrzOcr, type MrzOcr } from './ocr.ts';

/** Folder of the traineddata: `4.0.0` holds the legacy + LSTM model, `4.0.0_best_int` LSTM only. */
export function modelDir(engine: 'legacy' | 'lstm'): string {
  const pkg = createRequire(import.meta.url).resolve('@tesseract.js-data/eng/package.json');
  return join(dirname(pkg), engine === 'legacy' ? '4.0.0' : '4.0.0_best_int');
}

/** A ready MRZ OCR in Node. */
export function createNodeMrzOcr(engine: 'legacy' | 'lstm' = 'legacy'): Promise<MrzOcr> {
  return createMrzOcr({ langPath: modelDir(engine), engine });
}
