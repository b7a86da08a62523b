/**
 * `npm test`: every suite of the project, in order of speed, each as a child process.
 * Steps: lint (ESLint, Prettier) → typecheck → unit/component and node units (vitest) → pgTAP (`db:test`) → edge function
 * units (`deno test`) → contract (supabase-js against a fresh local stack) → fault (kill -9 of the API, PostgreSQL
 * restarts) → a tiny benchmark run
 * (`npm run bench -- --smoke`) → end-to-end (Playwright).
 * Prints one summary line `npm test: N passed, N failed` (steps, then tests where a step reports them)
 * and exits non-zero when any step fails. `npm test -- --only contract,e2e` runs a subset.
 */
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
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
    // kill -9 of the API process and PostgreSQL restarts (docs/faults.md); ports from FAULT_PORT_BASE.
    name: 'fault',
    command: [...vitest, '--project', 'fault'],
    requires: 'tests/fault/support/global-setup.ts',
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

/**
 * Ends every process still in the step's process group once the step is over: a suite that failed
 * or timed out may leave a PostgreSQL server, initdb or a browser running, which must not hold ports,
 * memory or CPU during the next steps (docs/local-stack.md#database-start-up).
 * @returns the names of the processes that were ended
 */
function endLeftovers(group: number): string[] {
  const names: string[] = [];
  for (const pid of readdirSync('/proc').filter((entry) => /^\d+$/.test(entry))) {
    try {
      // /proc/<pid>/stat: "pid (comm) state ppid pgrp …"; comm may hold spaces, so split after ')'.
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const [state, , pgrp] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (Number(pgrp) === group && state !== 'Z') names.push(stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')')));
    } catch {
      // the process ended while we looked
    }
  }
  try {
    process.kill(-group, 'SIGKILL');
  } catch {
    // nothing left in the group
  }
  return names;
}

/** Set by Ctrl-C / SIGTERM: the running step is passed the signal and no further step starts. */
let interrupted = false;

function run(step: Step): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    // Its own process group, so whatever the step leaves running can be found and ended afterwards.
    const child = spawn(step.command[0], step.command.slice(1), {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: process.env,
      detached: true,
    });
    const forward = (signal: NodeJS.Signals) => () => {
      interrupted = true;
      if (child.pid) process.kill(-child.pid, signal);
    };
    const onInt = forward('SIGINT');
    const onTerm = forward('SIGTERM');
    process.on('SIGINT', onInt).on('SIGTERM', onTerm);
    let output = '';
    const tee = (chunk: Buffer, sink: NodeJS.WriteStream) => {
      output += chunk.toString();
      sink.write(chunk);
    };
    child.stdout.on('data', (c: Buffer) => tee(c, process.stdout));
    child.stderr.on('data', (c: Buffer) => tee(c, process.stderr));
    child.on('close', (code) => {
      process.off('SIGINT', onInt).off('SIGTERM', onTerm);
      const left = child.pid && process.platform === 'linux' ? endLeftovers(child.pid) : [];
      if (left.length)
        console.error(`${step.name}: ended ${left.length} process(es) the step left running: ${left.join(', ')}`);
      resolve({ code: code ?? 1, output });
    });
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
  if (interrupted) break;
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
process.exit(interrupted ? 130 : results.every((r) => r.ok) ? 0 : 1);
