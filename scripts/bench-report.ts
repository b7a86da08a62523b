/**
 * `npm run bench:report [-- results.json]`: after a full `npm run bench`, keeps its results as
 * bench/LAST_RUN.json and rewrites bench/LAST_RUN.md and the README's goals table from them
 * (bench/report.ts). Refuses a smoke run: the README speaks of full runs only.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { renderGoals, renderLastRun, replaceGoals, type RunFile } from '../bench/report.ts';

const rootDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const source = resolve(process.argv[2] ?? join(rootDir, 'bench', 'results.json'));
const run = JSON.parse(readFileSync(source, 'utf8')) as RunFile;
if (run.config.smoke) {
  console.error(`${source} is a smoke run; run the full \`npm run bench\` first.`);
  process.exit(2);
}
writeFileSync(join(rootDir, 'bench', 'LAST_RUN.json'), `${JSON.stringify(run, null, 2)}\n`);
writeFileSync(join(rootDir, 'bench', 'LAST_RUN.md'), renderLastRun(run));
const readmePath = join(rootDir, 'README.md');
writeFileSync(readmePath, replaceGoals(readFileSync(readmePath, 'utf8'), renderGoals(run)));
// The files are committed: formatted as `npm run lint` wants them (Prettier pads the table cells).
const written = ['bench/LAST_RUN.json', 'bench/LAST_RUN.md', 'README.md'];
execFileSync(process.execPath, ['node_modules/prettier/bin/prettier.cjs', '--write', ...written], { cwd: rootDir });
console.log(`bench/LAST_RUN.json, bench/LAST_RUN.md and the README goals table now show the run of ${run.date}.`);
