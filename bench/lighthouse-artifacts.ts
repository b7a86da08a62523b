/**
 * Where a Lighthouse report's gathered artifacts are kept (written by lighthouse.ts; read by
 * long-tasks.ts and what-if.ts).
 */

/**
 * The folder beside a report (`x.json` → `x.artifacts/`) that holds what Lighthouse gathered for it, in
 * Lighthouse's own layout (its `-G`/`-A` modes): `defaultPass.trace.json` (the Chromium trace),
 * `defaultPass.devtoolslog.json` (the network as DevTools saw it) and `artifacts.json`.
 */
export const artifactsDirOf = (report: string): string => report.replace(/\.json$/, '.artifacts');
