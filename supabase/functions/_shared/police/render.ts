/**
 * One door to the three renderers (docs/police-reports.md): validates the stay JSON, loads the
 * authority's code tables and renders. Used by the CLI (`npm run police-report`) and, later, by the
 * edge function the Police reports page calls; the renderers themselves stay pure.
 */
import { renderAlloggiati } from './alloggiati.ts';
import type { Problem, RenderResult } from './problems.ts';
import { renderSes } from './ses.ts';
import { renderSiba } from './siba.ts';
import { reportInputSchema } from './stay-schema.ts';
import { loadItalyTables, loadPortugalTables, loadSpainTables } from './tables.ts';

export const POLICE_FORMATS = ['alloggiati', 'ses', 'siba'] as const;
export type PoliceFormat = (typeof POLICE_FORMATS)[number];

/** The file name of a report's `index`-th file (0-based) of `count`, for a report made on `date`. */
export function reportFileName(format: PoliceFormat, date: string, index = 0, count = 1): string {
  const part = count > 1 ? `-${index + 1}` : '';
  return format === 'alloggiati' ? `alloggiati-${date}${part}.txt` : `${format}-${date}${part}.xml`;
}

/** Shape errors of the stay JSON as problems (field = the JSON path). */
function shapeProblems(issues: { path: PropertyKey[]; message: string }[]): Problem[] {
  return issues.map((issue) => ({
    severity: 'error',
    stay: issue.path[0] === 'stays' && typeof issue.path[1] === 'number' ? `stay ${issue.path[1] + 1}` : 'input',
    field: issue.path.map(String).join('.') || '(input)',
    message: issue.message,
  }));
}

/**
 * Renders the report for `format` from the stay JSON.
 * @param json the parsed stay JSON (docs/police-reports.md#the-stay-json), not yet validated
 * @param generatedAt local date-time `YYYY-MM-DDTHH:MM:SS` the file is made, used where the JSON has none
 * @returns the files with any notices, or every problem found (shape errors first, then the authority's)
 */
export async function renderPoliceReport(
  format: PoliceFormat,
  json: unknown,
  generatedAt?: string,
): Promise<RenderResult> {
  const parsed = reportInputSchema.safeParse(json);
  if (!parsed.success) return { ok: false, problems: shapeProblems(parsed.error.issues) };
  const input = { ...parsed.data, generatedAt: parsed.data.generatedAt ?? generatedAt };
  switch (format) {
    case 'alloggiati':
      return renderAlloggiati(input, await loadItalyTables());
    case 'ses':
      return renderSes(input, await loadSpainTables());
    case 'siba':
      return renderSiba(input, await loadPortugalTables());
  }
}
