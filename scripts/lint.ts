/**
 * `npm run lint`: ESLint (eslint.config.js) over the whole tree and `prettier --check .`, run at the
 * same time (the slower ESLint bounds the wait). Both always run and their reports are printed one
 * after the other, so one run shows every finding; exits 1 when either finds something.
 */
import { spawn } from 'node:child_process';

const node = process.execPath;
const checks = [
  ['eslint', [node, 'node_modules/eslint/bin/eslint.js', '.']],
  ['prettier', [node, 'node_modules/prettier/bin/prettier.cjs', '--check', '.']],
] as const;

/** Runs one check, collecting its output; resolves with its exit status and what it printed. */
function run(command: string, args: readonly string[]): Promise<{ status: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('close', (status) => resolve({ status, output }));
  });
}

const results = await Promise.all(checks.map(([, [command, ...args]]) => run(command, args)));
let failed = 0;
results.forEach(({ status, output }, i) => {
  process.stdout.write(output);
  if (status !== 0) failed++;
  console.log(`lint: ${checks[i][0]} ${status === 0 ? 'clean' : 'found problems'}`);
});
// scripts/test.ts counts "N passed, N failed" lines: one test per check.
console.log(`lint: ${checks.length - failed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
