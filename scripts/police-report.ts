/**
 * `npm run police-report -- --format alloggiati|ses|siba [--zip-base64] [--out DIR] STAYS.json`: renders
 * a police report from a stay JSON file (docs/police-reports.md#the-cli) with the same renderer the app
 * uses. One file is printed to stdout; several (more than 1,000 Alloggiati lines, or 100 SES stays)
 * need `--out DIR`, where each is written under its report name. `--zip-base64` (SES only) prints the
 * ZIP + Base64 form the web service takes instead of the XML.
 * Problems go to stderr, one a line; exit 1 when any is an error (no file is printed), else 0.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { formatProblem } from '../supabase/functions/_shared/police/problems.ts';
import {
  POLICE_FORMATS,
  renderPoliceReport,
  reportFileName,
  type PoliceFormat,
} from '../supabase/functions/_shared/police/render.ts';
import { sesSolicitud } from '../supabase/functions/_shared/police/ses-package.ts';

const usage = `usage: npm run police-report -- --format ${POLICE_FORMATS.join('|')} [--zip-base64] [--out DIR] STAYS.json`;

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

const { values, positionals } = (() => {
  try {
    return parseArgs({
      allowPositionals: true,
      options: { format: { type: 'string' }, out: { type: 'string' }, 'zip-base64': { type: 'boolean' } },
    });
  } catch (error) {
    return fail(`${(error as Error).message}\n${usage}`);
  }
})();
const format = values.format as PoliceFormat;
if (!POLICE_FORMATS.includes(format) || positionals.length !== 1) fail(usage);
if (values['zip-base64'] && format !== 'ses') fail('--zip-base64 is for --format ses only');

let json: unknown;
try {
  json = JSON.parse(readFileSync(positionals[0], 'utf8'));
} catch (error) {
  fail(`${positionals[0]}: ${(error as Error).message}`);
}

// This machine's local time, to the second: the moment the file is made (SIBA's Data_Movimento).
const now = new Date(Date.now() - new Date().getTimezoneOffset() * 60_000).toISOString().slice(0, 19);
const result = await renderPoliceReport(format, json, now);
for (const problem of result.ok ? result.notices : result.problems) console.error(formatProblem(problem));
if (!result.ok) process.exit(1);

const files = values['zip-base64'] ? result.files.map((xml) => sesSolicitud(xml) + '\n') : result.files;
if (values.out) {
  const today = new Date().toISOString().slice(0, 10);
  files.forEach((text, i) => {
    const name = reportFileName(format, today, i, files.length) + (values['zip-base64'] ? '.b64' : '');
    writeFileSync(join(values.out!, name), text);
    console.error(`wrote ${join(values.out!, name)}`);
  });
} else if (files.length > 1) {
  fail(`the report needs ${files.length} files: give --out DIR to write them`);
} else {
  process.stdout.write(files[0]);
}
