/**
 * A passport-scan timing page for Chromium (bench/mrz-browser, bench/mrz-camera): built by Vite in
 * a child process (bench/vite-build.ts `mrz`: the app's scan worker as the app builds it, the OCR
 * files under /tesseract/) and served on loopback at the bench's preview port.
 */
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { preview, type PreviewServer } from 'vite';
import type { Bench } from './context.ts';

/** Builds `bench/<folder>` into the run's temp folder and serves it; close the server when done. */
export async function serveMrzPage({ config, rootDir, tmpDir, log }: Bench, folder: string): Promise<PreviewServer> {
  const outDir = join(tmpDir, `${folder}-dist`);
  log(`mrz: building the Chromium timing page ${folder}`);
  execFileSync(
    process.execPath,
    ['--import', 'tsx', join(rootDir, 'bench', 'vite-build.ts'), 'mrz', join(rootDir, 'bench', folder), outDir],
    { cwd: rootDir, env: { ...process.env, NODE_ENV: 'production' }, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  return preview({
    root: join(rootDir, 'bench', folder),
    configFile: false,
    logLevel: 'silent',
    build: { outDir },
    preview: { host: '127.0.0.1', port: config.ports.preview, strictPort: true },
  });
}
