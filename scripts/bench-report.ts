/**
 * `npm run bench:report [-- results.json] [--sections mrz,…]`: after a full `npm run bench`, keeps its
 * results as bench/LAST_RUN.json and rewrites bench/LAST_RUN.md and the README's goals table from them
 * (bench/report.ts). Refuses a smoke run: the README speaks of full runs only. With `--sections`, the
 * results are a later `npm run bench -- --only …` of those sections: only their rows in
 * bench/LAST_RUN.json are replaced, and the goals table says from which run they come.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { renderGoals, renderLastRun, replaceGoals, replaceSections, type RunFile } from '../bench/report.ts';

const rootDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const { values, positionals } = parseArgs({ allowPositionals: true, options: { sections: { type: 'string' } } });
const source = resolve(positionals[0] ?? join(rootDir, 'bench', 'results.json'));
const lastPath = join(rootDir, 'bench', 'LAST_RUN.json');
const readRun = (path: string) => JSON.parse(readFileSync(path, 'utf8')) as RunFile;
const fresh = readRun(source);
if (fresh.config.smoke) {
  console.error(`${source} is a smoke run; run the full \`npm run bench\` first.`);
  process.exit(2);
}
const run = values.sections ? replaceSections(readRun(lastPath), fresh, values.sections.split(',')) : fresh;
writeFileSync(lastPath, `${JSON.stringify(run, null, 2)}\n`);
writeFileSync(join(rootDir, 'bench', 'LAST_RUN.md'), renderLastRun(run));
const readmePath = join(rootDir, 'README.md');
writeFileSync(readmePath, replaceGoals(readFileSync(readmePath, 'utf8'), renderGoals(run)));
// The files are committed: formatted as `npm run lint` wants them (Prettier pads the table cells).
const written = ['bench/LAST_RUN.json', 'bench/LAST_RUN.md', 'README.md'];
execFileSync(process.execPath, ['node_modules/prettier/bin/prettier.cjs', '--write', ...written], { cwd: rootDir });
console.log(
  `bench/LAST_RUN.json, bench/LAST_RUN.md and the README goals table now show the run of ${fresh.date}` +
    (values.sections ? ` for ${values.sections} (the rest: ${run.date})` : '') +
    '.',
);
