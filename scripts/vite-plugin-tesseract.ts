/**
 * Vite plugin: serves (dev) and emits (build) the OCR engine's files under `/tesseract/`, so the
 * passport scan loads its worker script, WebAssembly core and model from our own origin and never
 * from a CDN. The worker and cores come from node_modules; the OCR-B model is committed in the repo
 * (`npm run mrz:train`, docs/passport-scan.md#model). The folder layout is what tesseract.js expects
 * of `corePath` (it picks the core variant the browser supports) and of `langPath`
 * (`ocrb.traineddata.gz`).
 */
import { createReadStream, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const require = createRequire(import.meta.url);
const fromPackage = (file: string) => require.resolve(file);

/** Public file name → absolute path. The cores with the legacy engine, which reads MRZ fillers best. */
export const TESSERACT_FILES: Record<string, string> = {
  'worker.min.js': fromPackage('tesseract.js/dist/worker.min.js'),
  'tesseract-core.wasm.js': fromPackage('tesseract.js-core/tesseract-core.wasm.js'),
  'tesseract-core-simd.wasm.js': fromPackage('tesseract.js-core/tesseract-core-simd.wasm.js'),
  'tesseract-core-relaxedsimd.wasm.js': fromPackage('tesseract.js-core/tesseract-core-relaxedsimd.wasm.js'),
  'ocrb.traineddata.gz': fileURLToPath(
    new URL('../src/features/passport-scan/model/ocrb.traineddata.gz', import.meta.url),
  ),
};

export function tesseractAssets(): Plugin {
  return {
    name: 'tesseract-assets',
    configureServer(server) {
      server.middlewares.use('/tesseract/', (req, res, next) => {
        const file = TESSERACT_FILES[(req.url ?? '').slice(1).split('?')[0]];
        if (!file) return next();
        res.setHeader('Content-Type', file.endsWith('.js') ? 'text/javascript' : 'application/octet-stream');
        createReadStream(file).pipe(res);
      });
    },
    generateBundle() {
      for (const [name, file] of Object.entries(TESSERACT_FILES))
        this.emitFile({
          type: 'asset',
          fileName: `tesseract/${name}`,
          source: readFileSync(file),
        });
    },
  };
}
