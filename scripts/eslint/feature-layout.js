/**
 * ESLint rule `layout/feature-layout`: the folder layout of docs/architecture.md#layout, with messages
 * that say where a file belongs. Inside `src/features/<feature>/` code lives in `api/` (calls, query
 * options and keys), `components/` (React components, `.tsx`), `hooks/` (one `use-*.ts` hook a file),
 * `lib/` (plain helpers) or `testing/` (fakes and fixtures), plus the extra folders a feature declares
 * (`extraFolders` option, e.g. `{ guests: ['fields'] }`). Everywhere in `src/`, a `*.test.ts(x)` file
 * sits beside the module it tests (`x.test.ts` or `x.case.test.tsx` next to `x.ts` or `x.tsx`).
 * Reported once per file, on the file's first token.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';

const FOLDERS = ['api', 'components', 'hooks', 'lib', 'testing'];
const SEE = '(docs/architecture.md#layout)';

/** @type {import('eslint').Rule.RuleModule} */
export default {
  meta: {
    type: 'problem',
    docs: { description: 'Feature folders laid out alike; tests beside their code (docs/architecture.md#layout).' },
    schema: [
      {
        type: 'object',
        properties: {
          extraFolders: { type: 'object', additionalProperties: { type: 'array', items: { type: 'string' } } },
        },
        additionalProperties: false,
      },
    ],
  },
  create(context) {
    const extraFolders = context.options[0]?.extraFolders ?? {};
    const file = path.relative(context.cwd, context.physicalFilename).split(path.sep).join('/');
    const name = path.posix.basename(file);
    const isTest = /\.test\.tsx?$/.test(name);
    const problems = [];

    const feature = /^src\/features\/([^/]+)\/(.+)$/.exec(file);
    if (feature) {
      const [, area, rest] = feature;
      const top = rest.split('/')[0];
      const allowed = [...FOLDERS, ...(extraFolders[area] ?? [])];
      if (!rest.includes('/'))
        problems.push(
          `${name} sits at the root of src/features/${area}/: feature code lives in api/, components/, hooks/, lib/ or testing/ ${SEE}.`,
        );
      else if (!allowed.includes(top))
        problems.push(
          `${top}/ is not a feature folder: use api/ (calls and query keys), components/ (React components), hooks/ (use-* hooks), lib/ (plain helpers) or testing/ (fakes and fixtures) ${SEE}.`,
        );
      else if (top === 'components' && !isTest && !name.endsWith('.tsx'))
        problems.push(
          `components/ holds React components (.tsx): move ${name} to lib/ (a plain helper or type) or hooks/ (a hook) ${SEE}.`,
        );
      else if (top === 'api' && !isTest && name.endsWith('.tsx'))
        problems.push(`api/ holds calls, query options and keys, no JSX: move ${name} to components/ ${SEE}.`);
      else if (top === 'hooks' && !isTest && !/^use-[a-z0-9-]+\.tsx?$/.test(name))
        problems.push(`hooks/ holds one hook a file, named use-<name>.ts: rename ${name} or move it to lib/ ${SEE}.`);
    }

    if (isTest && file.startsWith('src/')) {
      const subject = name.slice(0, name.indexOf('.'));
      const dir = path.dirname(context.physicalFilename);
      if (!['.ts', '.tsx'].some((ext) => existsSync(path.join(dir, subject + ext))))
        problems.push(
          `Tests sit beside the module they test: ${name} needs ${subject}.ts or ${subject}.tsx in the same folder (name it after the module it tests) ${SEE}.`,
        );
    }

    return {
      Program(node) {
        for (const message of problems) context.report({ node, loc: { line: 1, column: 0 }, message });
      },
    };
  },
};
