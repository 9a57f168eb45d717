// Keeps the list of API routes with the schema parts they declare, so a test can refuse a route
// that skips its contract (route-schemas.ts says what each route must declare).
import type { FastifyInstance, FastifySchema, RouteOptions } from 'fastify';
import { DOCS_PREFIX, OPENAPI_PATH } from './openapi.js';

export interface RouteContract {
  method: string;
  url: string;
  /** What the route should declare and does not; empty when complete. */
  missing: string[];
  /** The schemas as declared, for tests that compare them with the shared table (common/). */
  schema: FastifySchema;
}

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH']);

function missingParts(route: RouteOptions): string[] {
  const schema = route.schema ?? {};
  const missing: string[] = [];
  if (route.url.includes(':') && !schema.params) missing.push('params');
  if (!schema.querystring) missing.push('querystring');
  const methods = [route.method].flat();
  if (methods.some((m) => BODY_METHODS.has(m)) && schema.body === undefined) missing.push('body');
  const statuses = Object.keys((schema.response as object | undefined) ?? {});
  if (!statuses.some((s) => s.startsWith('2'))) missing.push('response (2xx)');
  return missing;
}

const isApiRoute = (url: string) =>
  url.startsWith('/api/') && url !== OPENAPI_PATH && !url.startsWith(DOCS_PREFIX);

const contracts = new WeakMap<FastifyInstance, RouteContract[]>();

/** Call before any route is registered. */
export function trackRouteContracts(app: FastifyInstance): void {
  const list: RouteContract[] = [];
  contracts.set(app, list);
  app.addHook('onRoute', (route) => {
    if (!isApiRoute(route.url)) return;
    for (const method of [route.method].flat()) {
      if (method === 'HEAD') continue;
      list.push({
        method,
        url: route.url,
        missing: missingParts(route),
        schema: route.schema ?? {},
      });
    }
  });
}

export function routeContracts(app: FastifyInstance): RouteContract[] {
  return contracts.get(app) ?? [];
}
