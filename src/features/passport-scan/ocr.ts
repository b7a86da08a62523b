/**
 * Tesseract (tesseract.js, WebAssembly) set up for MRZ lines: only `A–Z0–9<` allowed, the page read
 * as one uniform block. The same adapter runs in Node and in the browser worker; only where the
 * worker script, core and model come from differs (see `worker-assets.ts` and `node-ocr.ts`).
 */
import { createWorker, OEM, PSM, type Block, type ImageLike, type WorkerOptions } from 'tesseract.js';
import type { OcrSymbol } from './types.ts';

/** Reads a prepared band: one array of symbols per text row, top to bottom. */
export interface MrzOcr {
  recognize(pgm: Uint8Array): Promise<OcrSymbol[][]>;
  terminate(): Promise<void>;
}

export interface MrzOcrOptions {
  /** Folder (URL on our origin, or a local path in Node) holding `eng.traineddata.gz`. */
  langPath: string;
  /** Legacy engine (OEM 0) reads `<` far better than the LSTM on OCR-B; `lstm` is kept for the bench. */
  engine?: 'legacy' | 'lstm';
  /** tesseract.js worker script and core (browser: URLs on our origin; Node finds them itself). */
  paths?: Pick<Partial<WorkerOptions>, 'workerPath' | 'corePath'>;
  /** Progress of loading the model, 0–1. */
  onLoadProgress?: (fraction: number) => void;
}

/** MRZ lines are not words: dictionaries only pull readings towards English (init-only settings). */
const NO_DICTIONARIES = {
  load_system_dawg: '0',
  load_freq_dawg: '0',
  load_unambig_dawg: '0',
  load_punc_dawg: '0',
  load_number_dawg: '0',
  load_bigram_dawg: '0',
};

const WHITELIST = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789<';

function rowsOf(blocks: Block[] | null): OcrSymbol[][] {
  const rows: OcrSymbol[][] = [];
  for (const line of (blocks ?? []).flatMap((block) => block.paragraphs.flatMap((paragraph) => paragraph.lines))) {
    const symbols = line.words.flatMap((word) => word.symbols);
    rows.push(
      symbols.map(({ text, confidence, bbox }) => ({
        text,
        confidence,
        x: (bbox.x0 + bbox.x1) / 2,
        y: (bbox.y0 + bbox.y1) / 2,
        width: bbox.x1 - bbox.x0,
        height: bbox.y1 - bbox.y0,
      })),
    );
  }
  return rows;
}

/**
 * Starts a Tesseract worker with the MRZ settings. Resolves once the model is loaded (the
 * measured "model load time"); rejects if the core or model cannot be loaded.
 */
export async function createMrzOcr({
  langPath,
  engine = 'legacy',
  paths,
  onLoadProgress,
}: MrzOcrOptions): Promise<MrzOcr> {
  const legacy = engine === 'legacy';
  const worker = await createWorker(
    'eng',
    legacy ? OEM.TESSERACT_ONLY : OEM.LSTM_ONLY,
    {
      ...paths,
      langPath,
      gzip: true,
      workerBlobURL: false,
      cacheMethod: 'none',
      legacyCore: legacy,
      legacyLang: legacy,
      logger: (message) => {
        if (message.status === 'loading language traineddata') onLoadProgress?.(message.progress);
      },
    },
    NO_DICTIONARIES,
  );
  // Adaptive learning would carry what one photo taught the classifier into the next reading.
  await worker.setParameters({
    tessedit_char_whitelist: WHITELIST,
    tessedit_pageseg_mode: PSM.SINGLE_BLOCK,
    classify_enable_learning: '0',
  });
  return {
    async recognize(pgm) {
      // Both builds' loadImage pass a Uint8Array through as image file bytes; the typings omit it.
      const { data } = await worker.recognize(pgm as unknown as ImageLike, {}, { blocks: true, text: false });
      return rowsOf(data.blocks);
    },
    async terminate() {
      await worker.terminate();
    },
  };
}
