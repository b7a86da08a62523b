/** Function settings as the Supabase CLI reads them (docs/local-stack.md#functions): verify_jwt, secrets, names. */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { functionEntry, functionSecrets, verifyJwtFor } from './config.ts';

let root: string;

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'fn-config-'));
  await mkdir(join(root, 'supabase', 'functions', 'add-guest'), { recursive: true });
  await mkdir(join(root, 'supabase', 'functions', '_shared'), { recursive: true });
  await writeFile(join(root, 'supabase', 'functions', 'add-guest', 'index.ts'), '');
  await writeFile(join(root, 'supabase', 'functions', '_shared', 'index.ts'), '');
});
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('function config', () => {
  it('verify_jwt defaults to true without config.toml, for unlisted functions, and is off only when set false', async () => {
    expect(verifyJwtFor(root, 'add-guest')).toBe(true);
    await writeFile(
      join(root, 'supabase', 'config.toml'),
      '[functions.public-form]\nverify_jwt = false\n[functions.add-guest]\nverify_jwt = true\n',
    );
    expect(verifyJwtFor(root, 'public-form')).toBe(false);
    expect(verifyJwtFor(root, 'add-guest')).toBe(true);
    expect(verifyJwtFor(root, 'unlisted')).toBe(true);
  });

  it('reads secrets from supabase/functions/.env', async () => {
    expect(functionSecrets(root)).toEqual({});
    await writeFile(join(root, 'supabase', 'functions', '.env'), '# comment\nSTRIPE_KEY=sk_test_1\nQUOTED="a b"\n');
    expect(functionSecrets(root)).toEqual({ STRIPE_KEY: 'sk_test_1', QUOTED: 'a b' });
  });

  it('serves only function folders with an index.ts, never _shared or path tricks', () => {
    expect(functionEntry(root, 'add-guest')).toBe(join(root, 'supabase', 'functions', 'add-guest', 'index.ts'));
    expect(functionEntry(root, '_shared')).toBeUndefined();
    expect(functionEntry(root, '..')).toBeUndefined();
    expect(functionEntry(root, 'missing')).toBeUndefined();
  });
});
