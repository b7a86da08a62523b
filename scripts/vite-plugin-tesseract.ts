/**
 * Vite plugin: serves (dev) and emits (build) the OCR engine's files under `/tesseract/` from
 * node_modules, so the passport scan loads its worker script, WebAssembly core and model from our
 * own origin and never from a CDN. The folder layout is what tesseract.js expects of `corePath`
 * (it picks the core variant the browser supports) and of `langPath` (`eng.traineddata.gz`).
 */
import { createReadStream, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Plugin } from 'vite';

const require = createRequire(import.meta.url);

/** Public file name → package file. The cores with the legacy engine, which reads MRZ fillers best. */
export const TESSERACT_FILES: Record<string, string> = {
  'worker.min.js': 'tesseract.js/dist/worker.min.js',
  'tesseract-core.wasm.js': 'tesseract.js-core/tesseract-core.wasm.js',
  'tesseract-core-simd.wasm.js': 'tesseract.js-core/tesseract-core-simd.wasm.js',
  'tesseract-core-relaxedsimd.wasm.js': 'tesseract.js-core/tesseract-core-relaxedsimd.wasm.js',
  'eng.traineddata.gz': '@tesseract.js-data/eng/4.0.0/eng.traineddata.gz',
};

export function tesseractAssets(): Plugin {
  return {
    name: 'tesseract-assets',
    configureServer(server) {
      server.middlewares.use('/tesseract/', (req, res, next) => {
        const file = TESSERACT_FILES[(req.url ?? '').slice(1).split('?')[0]];
        if (!file) return next();
        res.setHeader('Content-Type', file.endsWith('.js') ? 'text/javascript' : 'application/octet-stream');
        createReadStream(require.resolve(file)).pipe(res);
      });
    },
    generateBundle() {
      for (const [name, file] of Object.entries(TESSERACT_FILES))
        this.emitFile({
          type: 'asset',
          fileName: `tesseract/${name}`,
          source: readFileSync(require.resolve(file)),
        });
    },
  };
}
