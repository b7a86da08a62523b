/**
 * `npm run lint`: ESLint (eslint.config.js) over the whole tree, then `prettier --check .`.
 * Both always run, so one report shows every finding; exits 1 when either finds something.
 */
import { spawnSync } from 'node:child_process';

const node = process.execPath;
const checks = [
  ['eslint', [node, 'node_modules/eslint/bin/eslint.js', '.']],
  ['prettier', [node, 'node_modules/prettier/bin/prettier.cjs', '--check', '.']],
] as const;

let failed = 0;
for (const [name, [command, ...args]] of checks) {
  const { status } = spawnSync(command, args, { stdio: 'inherit' });
  if (status !== 0) failed++;
  console.log(`lint: ${name} ${status === 0 ? 'clean' : 'found problems'}`);
}
// scripts/test.ts counts "N passed, N failed" lines: one test per check.
console.log(`lint: ${checks.length - failed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
