/**
 * Node set-up of the MRZ OCR (CLI, bench, tests): the OCR-B model is read from the repository
 * (`src/features/passport-scan/model/`), the generic `eng` model from `@tesseract.js-data/eng` in
 * node_modules; tesseract.js finds its worker and core there too. Nothing is fetched.
 */
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { createMrzOcr, MRZ_MODEL, type MrzOcr } from './ocr.ts';

/** Which model to read with: the shipped OCR-B one, or `eng` (legacy `4.0.0`, LSTM `4.0.0_best_int`). */
export type NodeModel = 'ocrb' | 'eng' | 'lstm';

/** Folder of `<model>.traineddata.gz` for `model`. */
export function modelDir(model: NodeModel): string {
  if (model === 'ocrb') return join(import.meta.dirname, '..', 'model');
  const pkg = createRequire(import.meta.url).resolve('@tesseract.js-data/eng/package.json');
  return join(dirname(pkg), model === 'eng' ? '4.0.0' : '4.0.0_best_int');
}

/** A ready MRZ OCR in Node; `langPath` overrides the model folder (e.g. a freshly trained model). */
export function createNodeMrzOcr(model: NodeModel = 'ocrb', langPath = modelDir(model)): Promise<MrzOcr> {
  return createMrzOcr({
    langPath,
    model: model === 'ocrb' ? MRZ_MODEL : 'eng',
    engine: model === 'lstm' ? 'lstm' : 'legacy',
  });
}
