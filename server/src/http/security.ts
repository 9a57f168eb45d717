// Security headers and strict body handling for every answer (issue 2 §5).
import helmet from 'helmet';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from './errors.js';
import { MAX_JSON_DEPTH, jsonNestsDeeperThan } from './json-depth.js';

export const JSON_TOO_DEEP = `Request body is nested too deeply (at most ${MAX_JSON_DEPTH} levels)`;

/** JSON bodies of the account and bot calls are small; uploads set their own limits. */
export const SMALL_JSON_BODY_LIMIT = 16 * 1024;

/**
 * Helmet's middleware, built once. @fastify/helmet built it again for every request, parsing and
 * validating the whole policy each time (10-16 µs a request on the shared 2 cores, decision 042);
 * the headers are the same on every answer, and no route sets its own.
 */
const securityHeaders = helmet({
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      scriptSrcAttr: ["'none'"],
      // The toast library writes its CSS into a <style> element at run time; scripts stay
      // strictly same-origin, which is what keeps injected markup harmless.
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      mediaSrc: ["'self'", 'blob:', 'data:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      workerSrc: ["'self'", 'blob:'],
      manifestSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
      // No upgrade-insecure-requests: the embedded default serves plain HTTP on a LAN address.
    },
  },
  referrerPolicy: { policy: 'no-referrer' },
  crossOriginResourcePolicy: { policy: 'same-origin' },
  frameguard: { action: 'deny' },
});

export async function registerSecurity(app: FastifyInstance): Promise<void> {
  app.addHook('onRequest', (request, reply, done) => {
    // Helmet throws instead of passing an error on; its callback only says it is done.
    securityHeaders(request.raw, reply.raw, () => done());
  });

  // Only JSON is parsed by default. Fastify's text/plain parser would hand a string to routes
  // that expect an object, so it goes: any other type answers 415.
  app.removeContentTypeParser('text/plain');
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  // An empty body with a JSON content type means "no body" (the API's empty POSTs).
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text === '') return done(null, undefined);
    if (jsonNestsDeeperThan(text, MAX_JSON_DEPTH)) return done(new HttpError(400, JSON_TOO_DEEP));
    parseJson(request, text, done);
  });
}

/**
 * API answers carry personal data and tokens: never stored by a browser or proxy cache. A route
 * that may be cached (signed chat images) sets its own Cache-Control over this default.
 */
export function noStoreApiAnswers(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    if (request.url === '/api' || request.url.startsWith('/api/')) {
      reply.header('cache-control', 'no-store');
    }
  });
}

function hasBody(request: FastifyRequest): boolean {
  const length = request.headers['content-length'];
  return (
    (length !== undefined && length !== '0') || request.headers['transfer-encoding'] !== undefined
  );
}

/**
 * preValidation hook for JSON-only routes: a body of any other type (multipart included,
 * when a multipart parser exists elsewhere in the app) answers 415.
 */
export async function requireJsonBody(request: FastifyRequest): Promise<void> {
  if (!hasBody(request)) return;
  const type = (request.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
  if (type !== 'application/json') {
    throw new HttpError(415, 'Content-Type must be application/json');
  }
}
