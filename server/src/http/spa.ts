// Serves the built web app (web/dist) from the API's own port, with an SPA fallback so a
// reload on a client route gets index.html. /api/* never falls back: it answers JSON 404.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** The client routes of the route table in docs/product.md. */
export const CLIENT_ROUTES = [
  '/',
  '/register',
  '/login',
  '/teacher-page',
  '/upload',
  '/botinfo',
  '/managebot',
  '/student-page',
  '/edubot',
] as const;

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

/**
 * <repo>/web/dist, found by walking up from this module: the same code runs from
 * server/src/http (tsx) and from the bundle in server/dist.
 */
export function defaultWebDist(
  from = path.dirname(fileURLToPath(import.meta.url)),
): string | undefined {
  let dir = from;
  for (let i = 0; i < 5; i++) {
    const candidate = path.join(dir, 'web', 'dist');
    if (fs.existsSync(path.join(candidate, 'index.html'))) return candidate;
    const parent = path.dirname(dir);
    if (parent === dir) break;
    dir = parent;
  }
  return undefined;
}

/** Registers the SPA when its build exists; returns whether it did. */
export async function registerSpa(
  app: FastifyInstance,
  webDist: string | undefined,
): Promise<boolean> {
  const root = webDist ?? defaultWebDist();
  if (!root || !fs.existsSync(path.join(root, 'index.html'))) return false;

  await app.register(fastifyStatic, {
    root,
    // One route per built file, so the catch-all below stays ours.
    wildcard: false,
    index: false,
    cacheControl: false,
    setHeaders: (reply, filePath) => {
      // Vite puts content-hashed names under assets/: they never change, so cache for a year.
      const rel = path.relative(root, filePath).split(path.sep).join('/');
      reply.header('cache-control', rel.startsWith('assets/') ? IMMUTABLE : REVALIDATE);
    },
  });

  const sendIndex = (reply: FastifyReply) =>
    reply
      .header('cache-control', REVALIDATE)
      .type('text/html; charset=utf-8')
      .sendFile('index.html');

  for (const route of CLIENT_ROUTES) app.get(route, (_request, reply) => sendIndex(reply));

  app.get('/*', (request: FastifyRequest, reply) => {
    const accept = request.headers.accept ?? '';
    if (
      request.url.startsWith('/api/') ||
      request.url === '/api' ||
      !accept.includes('text/html')
    ) {
      return reply.callNotFound();
    }
    return sendIndex(reply);
  });
  return true;
}
