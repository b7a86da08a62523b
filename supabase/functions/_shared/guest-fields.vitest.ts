/**
 * The field registry against the database: every column of `public.guests` (as the generated types
 * list it) is a registry field or a declared system column, every registry column exists with the
 * registry's SQL type, each registry `maxLength` equals the column's `char_length(col) <= N` check in
 * the migrations, date bounds equal the `between date … and date …` checks, and `hotels.form_fields`
 * allows exactly the toggleable keys (private.guest_form_field_keys() and the keys migrations add to
 * it). Pure file parsing: the migrations are read in order and later drops/adds win.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FORM_FIELD_KEYS, GUEST_FIELD_KEYS, GUEST_FIELDS, SYSTEM_COLUMNS } from './guest-fields.ts';

const root = resolve(import.meta.dirname, '../../..');
const migrationsDir = join(root, 'supabase/migrations');
const migrations = readdirSync(migrationsDir)
  .filter((name) => name.endsWith('.sql'))
  .sort()
  .map((name) => readFileSync(join(migrationsDir, name), 'utf8').replace(/--[^\n]*/g, ''))
  .join('\n');

/** Column names of `public.guests` from the generated `Row` type. */
function guestColumns(): string[] {
  const types = readFileSync(join(root, 'src/lib/database.types.ts'), 'utf8');
  const row = /\n {6}guests: \{\n {8}Row: \{\n([\s\S]*?)\n {8}\}/.exec(types)?.[1] ?? '';
  return [...row.matchAll(/^\s+(\w+)\??:/gm)].map((m) => m[1]);
}

/** The latest definition of each named check constraint: name → its expression. */
function checkConstraints(): Map<string, string> {
  const checks = new Map<string, string>();
  const pattern =
    /drop constraint (?:if exists )?(\w+)|constraint (\w+)\s+check\s*\(((?:(?!\bconstraint\b)[\s\S])*?)\)\s*(?=,|;|\n\s*(?:constraint|add|\w+ \w+))/g;
  for (const [, dropped, name, expression] of migrations.matchAll(pattern)) {
    if (dropped) checks.delete(dropped);
    else checks.set(name, expression);
  }
  return checks;
}

/**
 * The keys private.guest_form_field_keys() returns: its last `create … function` in the migrations, plus
 * every key a later migration adds with private.add_guest_form_field_key('…').
 */
function formFieldKeys(): string[] {
  const definitions = [
    ...migrations.matchAll(
      /create (?:or replace )?function private\.guest_form_field_keys\(\)[^;]*?array\[('[^\]]*)\]/g,
    ),
  ];
  const last = definitions.at(-1);
  if (!last) return [];
  const later = migrations.slice(last.index);
  return [
    ...[...last[1].matchAll(/'(\w+)'/g)].map((m) => m[1]),
    ...[...later.matchAll(/private\.add_guest_form_field_key\('(\w+)'\)/g)].map((m) => m[1]),
  ];
}

const checks = checkConstraints();
const lengthChecks = new Map<string, number>(); // column → N
const rangeChecks = new Map<string, [string, string]>(); // column → [min, max]
for (const [name, expression] of checks) {
  if (!name.startsWith('guests_')) continue;
  for (const [, column, max] of expression.matchAll(/char_length\((\w+)\)\s*<=\s*(\d+)/g)) {
    lengthChecks.set(column, Number(max));
  }
  const range = /(\w+) between date '([\d-]+)' and (?:date '([\d-]+)'|current_date)/.exec(expression);
  if (range) rangeChecks.set(range[1], [range[2], range[3] ?? 'today']);
}

describe('the guest field registry matches public.guests', () => {
  const registryColumns = GUEST_FIELD_KEYS.map((key) => GUEST_FIELDS[key].column);

  it('describes every column, or lists it as a system column', () => {
    const columns = guestColumns();
    expect(columns.length).toBeGreaterThan(20);
    const undescribed = columns.filter(
      (c) => !registryColumns.includes(c) && !(SYSTEM_COLUMNS as readonly string[]).includes(c),
    );
    expect(undescribed, 'columns without a registry entry or SYSTEM_COLUMNS listing').toEqual([]);
    expect(
      registryColumns.filter((c) => !columns.includes(c)),
      'registry columns missing in the database',
    ).toEqual([]);
  });

  it('gives each field the maximum length of its SQL check', () => {
    const registry = Object.fromEntries(
      GUEST_FIELD_KEYS.filter((key) => GUEST_FIELDS[key].maxLength).map((key) => [
        GUEST_FIELDS[key].column,
        GUEST_FIELDS[key].maxLength,
      ]),
    );
    const sql = Object.fromEntries([...lengthChecks].filter(([column]) => registryColumns.includes(column)));
    expect(registry).toEqual(sql);
  });

  it('gives each date field the bounds of its SQL range check', () => {
    for (const key of GUEST_FIELD_KEYS) {
      const { column, dateBounds } = GUEST_FIELDS[key];
      const sql = rangeChecks.get(column);
      if (sql) expect(dateBounds && [dateBounds.min, dateBounds.max], column).toEqual(sql);
    }
    expect(rangeChecks.get('date_of_birth')).toEqual(['1900-01-01', 'today']);
  });

  it('gives each field the SQL type of its column', () => {
    const types = Object.fromEntries(
      registryColumns.map((column) => [column, new RegExp(`\\b${column}\\s+(text|date)\\b`).exec(migrations)?.[1]]),
    );
    expect(types).toEqual(
      Object.fromEntries(GUEST_FIELD_KEYS.map((key) => [GUEST_FIELDS[key].column, GUEST_FIELDS[key].type])),
    );
  });

  it('lets hotels toggle exactly the toggleable fields', () => {
    expect(checks.get('hotels_form_fields_known_keys')).toMatch(/form_fields - private\.guest_form_field_keys\(\)/);
    expect([...formFieldKeys()].sort()).toEqual([...FORM_FIELD_KEYS].sort());
  });
});
