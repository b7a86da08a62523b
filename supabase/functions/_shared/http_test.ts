/**
 * The HTTP frame, driven with the real handlers: everything here is refused before a handler runs
 * (no stack needed), and answers `{error:{code,message}}` naming the field, with CORS headers.
 */
import assert from 'node:assert/strict';
import { addGuest } from '../add-guest/handler.ts';
import { adminUsers } from '../admin-users/handler.ts';
import { createHotelAccount } from '../create-hotel-account/handler.ts';
import { guestData } from '../guest-data/handler.ts';
import { passportUrl } from '../passport-url/handler.ts';
import { purgePassports } from '../purge-passports/handler.ts';
import { HttpError } from './errors.ts';
import { serveFunction, type Handler } from './http.ts';

const functions: [string, Handler][] = [
  ['add-guest', addGuest],
  ['admin-users', adminUsers],
  ['create-hotel-account', createHotelAccount],
  ['passport-url', passportUrl],
  ['guest-data', guestData],
  ['purge-passports', purgePassports],
];
const url = 'http://127.0.0.1/fn';

/** Runs `work` with console.log captured; returns the lines it printed. */
async function capturingLogs<T>(work: () => Promise<T>): Promise<[T, string[]]> {
  const lines: string[] = [];
  const original = console.log;
  console.log = (line: string) => lines.push(line);
  try {
    return [await work(), lines];
  } finally {
    console.log = original;
  }
}

async function expect400(response: Response, field: string) {
  assert.equal(response.status, 400);
  assert.equal(response.headers.get('access-control-allow-origin'), '*');
  const body = await response.json();
  assert.equal(body.error.code, 'invalid-argument');
  assert.ok(body.error.message.startsWith(`${field}: `), body.error.message);
}

for (const [name, handler] of functions) {
  const serve = serveFunction(name, handler);

  Deno.test(`${name}: wrong method → 400 naming method`, async () => {
    for (const method of ['GET', 'PUT', 'DELETE', 'PATCH']) {
      await expect400(await capturingLogs(() => serve(new Request(url, { method }))).then(([r]) => r), 'method');
    }
  });

  Deno.test(`${name}: missing, malformed, non-JSON or oversized body → 400 naming body`, async () => {
    const json = { 'content-type': 'application/json' };
    const requests = [
      new Request(url, { method: 'POST', headers: json }),
      new Request(url, { method: 'POST', headers: json, body: '   ' }),
      new Request(url, { method: 'POST', headers: json, body: '{"hotelId":' }),
      new Request(url, { method: 'POST', headers: { 'content-type': 'text/plain' }, body: '{}' }),
      new Request(url, { method: 'POST', body: '{}' }),
      new Request(url, { method: 'POST', headers: json, body: JSON.stringify({ pad: 'x'.repeat(70_000) }) }),
    ];
    for (const request of requests) {
      const [response] = await capturingLogs(() => serve(request));
      await expect400(response, 'body');
    }
  });

  Deno.test(`${name}: CORS preflight answers 204 with the headers supabase-js sends`, async () => {
    const [response] = await capturingLogs(() => serve(new Request(url, { method: 'OPTIONS' })));
    assert.equal(response.status, 204);
    const allowed = response.headers.get('access-control-allow-headers') ?? '';
    for (const header of ['authorization', 'apikey', 'x-client-info', 'content-type', 'x-region']) {
      assert.ok(allowed.includes(header), header);
    }
  });
}

Deno.test('one structured log line per request: fn, status, duration_ms, no request data', async () => {
  const serve = serveFunction('probe', () => Promise.resolve({ ok: true }));
  const [response, lines] = await capturingLogs(() =>
    serve(
      new Request(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{"email":"ana@example.com"}',
      }),
    ),
  );
  assert.deepEqual(await response.json(), { data: { ok: true } });
  assert.equal(lines.length, 1);
  const entry = JSON.parse(lines[0]);
  assert.deepEqual(Object.keys(entry).sort(), ['duration_ms', 'fn', 'status']);
  assert.equal(entry.fn, 'probe');
  assert.equal(entry.status, 200);
  assert.equal(typeof entry.duration_ms, 'number');
  assert.ok(!lines[0].includes('ana@example.com'));
});

Deno.test('thrown HttpErrors keep their status; anything else is a 500 that leaks nothing', async () => {
  const body = { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' };
  const limited = serveFunction('probe', () =>
    Promise.reject(new HttpError('resource-exhausted', 'Monthly guest limit reached for your plan.')),
  );
  const [r429] = await capturingLogs(() => limited(new Request(url, body)));
  assert.equal(r429.status, 429);
  assert.deepEqual(await r429.json(), {
    error: { code: 'resource-exhausted', message: 'Monthly guest limit reached for your plan.' },
  });

  const crashing = serveFunction('probe', () => Promise.reject(new TypeError('passport P123 of Ana')));
  const [r500, lines] = await capturingLogs(() => crashing(new Request(url, body)));
  assert.equal(r500.status, 500);
  assert.deepEqual(await r500.json(), { error: { code: 'internal', message: 'Internal error.' } });
  assert.deepEqual(JSON.parse(lines[0]).cause, 'TypeError');
  assert.ok(!lines[0].includes('P123'));
});

Deno.test('no Authorization header → 401 unauthenticated (before any service is called)', async () => {
  const body = { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' };
  Deno.env.set('SUPABASE_URL', 'http://127.0.0.1:9');
  Deno.env.set('SUPABASE_ANON_KEY', 'anon');
  Deno.env.set('SUPABASE_SERVICE_ROLE_KEY', 'service');
  for (const [name, handler] of functions) {
    const [response] = await capturingLogs(() => serveFunction(name, handler)(new Request(url, body)));
    assert.equal(response.status, 401, name);
    assert.equal((await response.json()).error.code, 'unauthenticated');
  }
});
