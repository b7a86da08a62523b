/**
 * The `Prefer` header as PostgREST reads it (RFC 7240 list; pgrst `ApiRequest/Preferences.hs`;
 * docs/local-stack.md#rest). Unknown or repeated preferences are ignored, as PostgREST does by default.
 */

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

/**
 * Parses one or more comma-joined `Prefer` header values.
 * @param header e.g. `resolution=merge-duplicates, return=representation`
 */
export function parsePrefer(header: string | undefined): Preferences {
  const prefs: Record<string, unknown> = {};
  for (const token of (header ?? '').split(',')) {
    const [rawKey, rawValue = ''] = token.split('=');
    const key = rawKey.trim().toLowerCase();
    const value = rawValue.trim().toLowerCase();
    if (key in prefs) continue;
    if (ALLOWED[key]?.includes(value)) prefs[key] = value;
    else if (key === 'max-affected' && /^\d+$/.test(value)) prefs.maxAffected = Number(value);
    else if (key === 'params' && value === 'single-object') prefs.singleObject = true;
  }
  return prefs;
}

/** The `Preference-Applied` value for the preferences PostgREST honoured (return, count, resolution, missing). */
export function appliedPreferences(prefs: Preferences, keys: (keyof Preferences)[]): string | undefined {
  const applied = keys.filter((key) => prefs[key] !== undefined).map((key) => `${key}=${prefs[key]}`);
  return applied.length ? applied.join(', ') : undefined;
}
