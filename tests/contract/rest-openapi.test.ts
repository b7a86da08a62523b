/**
 * The OpenAPI root `GET /rest/v1/` (docs/local-stack.md#rest): like PostgREST's default
 * `openapi-mode = follow-privileges`, each caller sees only the tables its role holds a privilege on,
 * so the anon key does not reveal the guests table's columns.
 */
import { describe, expect, it } from 'vitest';
import { stackInfo } from './support/clients.ts';

interface OpenApiRoot {
  swagger: string;
  paths: Record<string, unknown>;
  definitions: Record<string, { properties: Record<string, unknown> }>;
}

async function openApiRoot(key: string): Promise<OpenApiRoot> {
  const { apiUrl } = stackInfo();
  const res = await fetch(`${apiUrl}/rest/v1/`, { headers: { apikey: key, Accept: 'application/openapi+json' } });
  expect(res.status).toBe(200);
  return (await res.json()) as OpenApiRoot;
}

describe('OpenAPI root', () => {
  it('describes the tables and columns the service role may use', async () => {
    const doc = await openApiRoot(stackInfo().serviceRoleKey);
    expect(doc.swagger).toBe('2.0');
    expect(doc.paths).toHaveProperty('/plans');
    expect(Object.keys(doc.definitions.plans.properties)).toContain('name');
  });

  it('hides from the anon key the tables anon holds no privilege on (guests)', async () => {
    const doc = await openApiRoot(stackInfo().anonKey);
    expect(doc.paths).not.toHaveProperty('/guests');
    expect(doc.definitions).not.toHaveProperty('guests');
  });
});
