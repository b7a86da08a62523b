import { createServer } from 'node:http';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { PortInUseError, serveApp } from './listen.ts';

const PORT = 55429; // helper B's test range

describe('serveApp', () => {
  it('serves on 127.0.0.1 and names a port that is already taken', async () => {
    const app = new Hono().get('/', (c) => c.text('ok'));
    const first = await serveApp(app, PORT, 'API');
    try {
      expect(await (await fetch(`http://127.0.0.1:${PORT}/`)).text()).toBe('ok');
      const second = serveApp(app, PORT, 'API');
      await expect(second).rejects.toBeInstanceOf(PortInUseError);
      await expect(second).rejects.toThrow(`Port ${PORT} on 127.0.0.1 (API) is already in use`);
    } finally {
      await first.close();
    }
    // Closed for good: the port can be bound again.
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(PORT, '127.0.0.1', resolve));
    await new Promise((resolve) => probe.close(resolve));
  });
});
