/**
 * The `Prefer` header as PostgREST reads it (RFC 7240 list; pgrst `ApiRequest/Preferences.hs`;
 * docs/local-stack.md#rest). Unknown or repeated preferences are ignored, as PostgREST does by default.
 */
import { PgrstError } from './errors.ts';

export interface Preferences {
  return?: 'minimal' | 'representation' | 'headers-only';
  count?: 'exact' | 'planned' | 'estimated';
  resolution?: 'merge-duplicates' | 'ignore-duplicates';
  missing?: 'default' | 'null';
  handling?: 'strict' | 'lenient';
  maxAffected?: number;
  /** `params=single-object`: pass the whole JSON body as the function's single json argument. */
  singleObject?: boolean;
  /** `tx=commit|rollback`: honoured only when `db-tx-end` allows overriding (see db-config.ts). */
  tx?: 'commit' | 'rollback';
}

const ALLOWED: Record<string, readonly string[]> = {
  return: ['minimal', 'representation', 'headers-only'],
  count: ['exact', 'planned', 'estimated'],
  resolution: ['merge-duplicates', 'ignore-duplicates'],
  missing: ['default', 'null'],
  handling: ['strict', 'lenient'],
  tx: ['commit', 'rollback'],
};

/** Preferences PostgREST knows but the stack leaves to others or ignores (valid under handling=strict). */
const KNOWN_ELSEWHERE: Record<string, (value: string) => boolean> = {
  tx: (value) => value === 'commit' || value === 'rollback',
  timezone: (value) => value !== '',
};

/**
 * Parses one or more comma-joined `Prefer` header values.
 * @param header e.g. `resolution=merge-duplicates, return=representation`
 * @throws PgrstError 400 PGRST122 when `handling=strict` comes with preferences PostgREST does not know
 */
export function parsePrefer(header: string | undefined): Preferences {
  const prefs: Record<string, unknown> = {};
  const invalid: string[] = [];
  for (const token of (header ?? '').split(',')) {
    const [rawKey, rawValue = ''] = token.split('=');
    const key = rawKey.trim().toLowerCase();
    const value = rawValue.trim().toLowerCase();
    if (!key) continue;
    if (ALLOWED[key]?.includes(value)) prefs[key] ??= value;
    else if (key === 'max-affected' && /^\d+$/.test(value)) prefs.maxAffected ??= Number(value);
    else if (key === 'params' && value === 'single-object') prefs.singleObject = true;
    else if (!KNOWN_ELSEWHERE[key]?.(value)) invalid.push(token.trim());
  }
  if (prefs.handling === 'strict' && invalid.length) {
    throw new PgrstError(
      400,
      'PGRST122',
      'Invalid preferences given with handling=strict',
      `Invalid preferences: ${invalid.join(', ')}`,
    );
  }
  return prefs;
}

/** The `Preference-Applied` value for the preferences PostgREST honoured (return, count, resolution, missing). */
export function appliedPreferences(prefs: Preferences, keys: (keyof Preferences)[]): string | undefined {
  const applied = keys.filter((key) => prefs[key] !== undefined).map((key) => `${key}=${prefs[key]}`);
  return applied.length ? applied.join(', ') : undefined;
}

/**
 * `Prefer: handling=strict, max-affected=N` (PostgREST 13, pgrst `failExceedsMaxAffectedPref`): more
 * rows than N affected (updates, deletes) or returned (RPC) fails the request and rolls it back.
 * @throws PgrstError 400 PGRST124
 */
export function checkMaxAffected(prefs: Preferences, affected: number): void {
  if (prefs.handling !== 'strict' || prefs.maxAffected === undefined || affected <= prefs.maxAffected) return;
  throw new PgrstError(
    400,
    'PGRST124',
    'Query result exceeds max-affected preference constraint',
    `The query affects ${affected} rows`,
  );
}
