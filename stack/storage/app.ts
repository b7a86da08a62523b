/**
 * `/storage/v1`: the Storage API subset storage-js and tus clients use (docs/local-stack.md#storage), over
 * `storage.buckets`/`storage.objects` with bytes under `<dataDir>/storage/<bucket>/<name>`.
 * Routes are relative to the mount prefix; errors use Storage's JSON and 400-status quirk.
 */
import { Hono } from 'hono';
import type { StackContext } from '../context.ts';
import { renderStorageError } from './errors.ts';
import { signRoutes } from './sign-routes.ts';
import { objectRoutes } from './object-routes.ts';
import { bucketRoutes } from './bucket-routes.ts';
import { renderRoutes } from './render-routes.ts';
import { createTusServers } from './tus.ts';

/** Builds the Storage app; mount it with `app.route('/storage/v1', createStorageApp(ctx))`. */
export function createStorageApp(ctx: StackContext): Hono {
  const app = new Hono();
  const tus = createTusServers(ctx);
  const TUS_METHODS = ['POST', 'PATCH', 'HEAD', 'DELETE', 'OPTIONS', 'GET'];
  // The signed endpoint first: `/upload/resumable/sign` would otherwise be read as an upload id.
  app.on(TUS_METHODS, ['/upload/resumable/sign', '/upload/resumable/sign/*'], (c) => tus.signed.handleWeb(c.req.raw));
  app.on(TUS_METHODS, ['/upload/resumable', '/upload/resumable/*'], (c) => tus.jwt.handleWeb(c.req.raw));
  // Signed routes first: `/object/sign/…` and `/object/upload/sign/…` would otherwise match `/object/<bucket>/…`.
  app.route('/', signRoutes(ctx));
  app.route('/', objectRoutes(ctx));
  app.route('/', bucketRoutes(ctx));
  app.route('/', renderRoutes(ctx));
  app.onError((error, c) => renderStorageError(error, c));
  return app;
}
