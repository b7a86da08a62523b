/**
 * `npm test`: every suite of the project, in order of speed, each as a child process.
 * Steps: lint (ESLint, Prettier) → typecheck → unit/component and node units (vitest) → pgTAP (`db:test`) → edge function
 * units (`deno test`) → contract (supabase-js against a fresh local stack) → a tiny benchmark run
 * (`npm run bench -- --smoke`) → end-to-end (Playwright).
 * Prints one summary line `npm test: N passed, N failed` (steps, then tests where a step reports them)
 * and exits non-zero when any step fails. `npm test -- --only contract,e2e` runs a subset.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { stripVTControlCharacters } from 'node:util';
import { CHROMIUM, OCR_B_FONT, XMLLINT, ensureSystemPackage, type SystemPackage } from '../stack/system-packages.ts';

interface Step {
  name: string;
  command: string[];
  /** Skip silently when this file does not exist yet (a suite not written). */
  requires?: string;
  /** Debian packages the step needs; installed first when missing (see stack/system-packages.ts). */
  needs?: SystemPackage[];
}

const node = process.execPath;
const vitest = [node, 'node_modules/vitest/vitest.mjs', 'run'];

const steps: Step[] = [
  { name: 'lint', command: [node, '--import', 'tsx', 'scripts/lint.ts'] },
  { name: 'typecheck', command: [node, 'node_modules/typescript/bin/tsc', '--noEmit', '-p', 'tsconfig.json'] },
  {
    name: 'unit',
    command: [...vitest, '--project', 'unit', '--project', 'node', '--passWithNoTests'],
    needs: [OCR_B_FONT, XMLLINT],
  },
  { name: 'db', command: [node, '--import', 'tsx', 'scripts/db-test.ts'], requires: 'scripts/db-test.ts' },
  { name: 'deno', command: [node, '--import', 'tsx', 'scripts/deno-test.ts'], requires: 'scripts/deno-test.ts' },
  {
    name: 'contract',
    command: [...vitest, '--project', 'contract'],
    requires: 'tests/contract/support/global-setup.ts',
  },
  {
    name: 'bench-smoke',
    command: [node, '--import', 'tsx', 'scripts/bench.ts', '--smoke'],
    requires: 'scripts/bench.ts',
    needs: [CHROMIUM],
  },
  {
    name: 'e2e',
    command: [node, '--import', 'tsx', 'scripts/e2e-test.ts'],
    requires: 'scripts/e2e-test.ts',
    needs: [CHROMIUM, OCR_B_FONT],
  },
];

/** Test counts as the runners print them: vitest "Tests  12 passed | 1 failed (13)", TAP/deno "N passed, N failed". */
function countTests(output: string): { passed: number; failed: number } {
  let passed = 0;
  let failed = 0;
  for (const line of stripVTControlCharacters(output).split('\n')) {
    const vitestLine = /^\s*Tests\s+(.*)\(\d+\)\s*$/.exec(line);
    const plainLine = /(\d+) passed[,|\s]+(\d+) failed/.exec(line);
    if (vitestLine) {
      passed += Number(/(\d+) passed/.exec(vitestLine[1])?.[1] ?? 0);
      failed += Number(/(\d+) failed/.exec(vitestLine[1])?.[1] ?? 0);
    } else if (plainLine) {
      passed += Number(plainLine[1]);
      failed += Number(plainLine[2]);
    }
  }
  return { passed, failed };
}

function run(step: Step): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(step.command[0], step.command.slice(1), {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: process.env,
    });
    let output = '';
    const tee = (chunk: Buffer, sink: NodeJS.WriteStream) => {
      output += chunk.toString();
      sink.write(chunk);
    };
    child.stdout.on('data', (c: Buffer) => tee(c, process.stdout));
    child.stderr.on('data', (c: Buffer) => tee(c, process.stderr));
    child.on('close', (code) => resolve({ code: code ?? 1, output }));
  });
}

/** `--only a,b` or `--only=a,b`: the step names to run; all steps when absent. */
function onlySteps(argv: string[]): string[] | null {
  const inline = argv.find((a) => a.startsWith('--only='));
  if (inline) return inline.slice('--only='.length).split(',');
  const at = argv.indexOf('--only');
  return at >= 0 ? (argv[at + 1] ?? '').split(',') : null;
}
const only = onlySteps(process.argv.slice(2));
const selected = only ? steps.filter((s) => only.includes(s.name)) : steps;
if (selected.length === 0) {
  console.error(`no test step named ${only?.join(', ')}; steps: ${steps.map((s) => s.name).join(', ')}`);
  process.exit(1);
}

/** Installs the step's missing Debian packages; the reason it could not, or undefined when all are there. */
function missingPackages(step: Step): string | undefined {
  try {
    step.needs?.forEach(ensureSystemPackage);
    return undefined;
  } catch (error) {
    return (error as Error).message;
  }
}

const results: { name: string; ok: boolean; seconds: number; passed: number; failed: number }[] = [];
for (const step of selected) {
  if (step.requires && !existsSync(step.requires)) {
    console.log(`\n── ${step.name}: skipped (${step.requires} not present)`);
    continue;
  }
  console.log(`\n── ${step.name}: ${step.command.slice(1).join(' ')}`);
  const started = Date.now();
  const missing = missingPackages(step);
  if (missing) {
    console.error(`${step.name}: ${missing}`);
    results.push({ name: step.name, ok: false, seconds: (Date.now() - started) / 1000, passed: 0, failed: 0 });
    continue;
  }
  const { code, output } = await run(step);
  results.push({ name: step.name, ok: code === 0, seconds: (Date.now() - started) / 1000, ...countTests(output) });
}

console.log('\n── summary');
for (const r of results) {
  console.log(
    `${r.ok ? 'ok  ' : 'FAIL'} ${r.name.padEnd(10)} ${r.seconds.toFixed(1).padStart(6)} s  ${r.passed} passed, ${r.failed} failed`,
  );
}
const passed = results.reduce((n, r) => n + r.passed, 0);
const failed = results.reduce((n, r) => n + r.failed, 0) + results.filter((r) => !r.ok && r.failed === 0).length;
console.log(`npm test: ${passed} passed, ${failed} failed`);
process.exit(results.every((r) => r.ok) ? 0 : 1);
