/**
 * No module imports itself through others anywhere tsc looks (tsconfig.json's files), type-only imports
 * included. ESLint's `import-x/no-cycle` holds the runtime imports but skips `import type`, and a cycle
 * of types still ties modules together (stack/rest/catalog.ts and its helpers had one, now broken by
 * catalog-types.ts). Imports resolve as tsc resolves them (`@/`, `@shared/`, `.ts` paths).
 */
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/** Each project file → the project files it imports (packages left out). */
function importGraph(): Map<string, string[]> {
  const config = ts.getParsedCommandLineOfConfigFile(
    'tsconfig.json',
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
        throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
      },
    },
  )!;
  const graph = new Map<string, string[]>();
  for (const file of config.fileNames) {
    const imports = ts.preProcessFile(readFileSync(file, 'utf8'), true, true).importedFiles;
    graph.set(
      file,
      imports
        .map((ref) => ts.resolveModuleName(ref.fileName, file, config.options, ts.sys).resolvedModule)
        .filter((module) => module && !module.isExternalLibraryImport)
        .map((module) => module!.resolvedFileName),
    );
  }
  return graph;
}

/** The strongly connected components of more than one module (Tarjan's algorithm): each is a cycle. */
function cycles(graph: Map<string, string[]>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const found: string[][] = [];
  const visit = (file: string) => {
    index.set(file, next);
    low.set(file, next++);
    stack.push(file);
    for (const to of graph.get(file) ?? []) {
      if (!graph.has(to)) continue;
      if (!index.has(to)) {
        visit(to);
        low.set(file, Math.min(low.get(file)!, low.get(to)!));
      } else if (stack.includes(to)) low.set(file, Math.min(low.get(file)!, index.get(to)!));
    }
    if (low.get(file) !== index.get(file)) return;
    const component = stack.splice(stack.indexOf(file));
    if (component.length > 1) found.push(component.map((f) => relative(process.cwd(), f)).sort());
  };
  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  return found;
}

describe('imports', () => {
  it('form no cycle, type-only imports included', { timeout: 30_000 }, () => {
    const graph = importGraph();
    expect(graph.size).toBeGreaterThan(100);
    expect(cycles(graph)).toEqual([]);
  });
});
