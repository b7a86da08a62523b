/**
 * The place lists (~500 KB of JSON) stay out of every route's initial JS (docs/police-reports.md#guest-fields):
 * the SPA reaches the code tables only through a dynamic import, which Vite splits into its own chunks
 * (measured on a build: no entry or route file's static import closure holds them).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadPlaceNames, placeName, placeOptions } from './place-names';

const srcDir = resolve(import.meta.dirname, '../../..');
const files = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : /\.tsx?$/.test(name) ? [path] : [];
  });

describe('place names', () => {
  it('are imported dynamically only, never statically, by the SPA', () => {
    const staticImports = files(srcDir).filter((path) =>
      /^import (?!type)[^;]*from '@shared\/police\/(tables|.*\.json)'/m.test(readFileSync(path, 'utf8')),
    );
    expect(staticImports).toEqual([]);
  });

  it('name comuni and municipalities once loaded, and list the options of Italy and Spain only', async () => {
    expect(placeOptions('SWE')).toBeNull();
    await loadPlaceNames();
    expect(placeName('412058091')).toBe('ROMA (RM)');
    expect(placeName('28079')).toBe('Madrid');
    expect(placeOptions('ITA')?.length).toBeGreaterThan(10_000);
    expect(placeOptions('ESP')?.length).toBe(8131);
  });
});
