/**
 * Serves one build with `vite preview` in a process of its own (spawned by page-speed.ts), as a CDN
 * serves a hosted app apart from its Supabase project. In the bench's process the builds' files
 * waited behind the local stack's work on the page's API requests (one event loop), and Lighthouse
 * charges that wait to every file (docs/architecture.md#performance).
 *
 * Args: --root DIR --out DIR --port N [--cert FILE --key FILE] (TLS, for `--http2`). Prints one line,
 * `ready`, once it listens; stops on SIGTERM.
 */
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { preview } from 'vite';

const { values } = parseArgs({
  options: {
    root: { type: 'string' },
    out: { type: 'string' },
    port: { type: 'string' },
    cert: { type: 'string' },
    key: { type: 'string' },
  },
});
if (!values.root || !values.out || !values.port)
  throw new Error('preview-server: --root, --out and --port are required');
const https =
  values.cert && values.key
    ? { cert: readFileSync(values.cert, 'utf8'), key: readFileSync(values.key, 'utf8') }
    : undefined;
const server = await preview({
  root: values.root,
  configFile: false,
  logLevel: 'silent',
  build: { outDir: values.out },
  preview: { host: '127.0.0.1', port: Number(values.port), strictPort: true, ...(https ? { https } : {}) },
});
process.on('SIGTERM', () => void server.close().then(() => process.exit(0)));
process.stdout.write('ready\n');
