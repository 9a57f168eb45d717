// Every API route declares its contract, the OpenAPI document lists every route, input errors keep
// the API's 422 shape, and an answer that does not match its schema never reaches the client.
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { apiRoutes, type ApiRoute } from '@edubot/common';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.js';
import { registerErrorHandling } from '../errors.js';
import { routeContracts, trackRouteContracts } from './route-coverage.js';
import { errorAnswers, noBody, noContent, noQuery } from './route-schemas.js';
import { typed } from './typed.js';
import { registerZodCompilers } from './zod-compilers.js';

async function tinyApp(register: (app: ReturnType<typeof typed>) => void) {
  const app = Fastify();
  registerErrorHandling(app);
  registerZodCompilers(app);
  trackRouteContracts(app);
  await app.register(async (api) => register(typed(api)), { prefix: '/api' });
  await app.ready();
  return app;
}

describe('the API contract', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('every API route declares params, querystring, body and answers', () => {
    const routes = routeContracts(t.app);
    expect(routes.length).toBeGreaterThan(15);
    const incomplete = routes.filter((r) => r.missing.length > 0);
    expect(incomplete).toEqual([]);
  });

  it('the OpenAPI document at /api/openapi.json covers every route', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json() as { openapi: string; paths: Record<string, Record<string, unknown>> };
    expect(doc.openapi).toMatch(/^3\./);
    const documented = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.keys(ops).map((method) => `${method.toUpperCase()} ${path}`),
    );
    const routes = routeContracts(t.app).map(
      (route) => `${route.method} ${route.url.replace(/:(\w+)/g, '{$1}')}`,
    );
    // Every API route, and nothing else (the web app's pages are no API calls).
    expect(documented.sort()).toEqual(routes.sort());
    const send = doc.paths['/api/bots/{botId}/chat']!.post as {
      requestBody: { content: Record<string, unknown> };
    };
    expect(Object.keys(send.requestBody.content).sort()).toEqual([
      'application/json',
      'multipart/form-data',
    ]);
  });

  it("every route reads and answers what common/'s route table says (the web's tests check against it)", () => {
    const routes = routeContracts(t.app);
    const declared = routes.map((r) => `${r.method} ${r.url}`);
    expect(Object.keys(apiRoutes).sort()).toEqual(declared.sort());
    const disagreements = routes.flatMap((r) => {
      const shared = (apiRoutes as Record<string, ApiRoute>)[`${r.method} ${r.url}`]!;
      const answers = Object.entries((r.schema.response ?? {}) as Record<string, unknown>)
        .filter(([status]) => status.startsWith('2'))
        .map(([status, schema]) => [status, describeSchema(schema)]);
      const mine = { body: describeSchema(r.schema.body), answers: Object.fromEntries(answers) };
      const theirs = {
        body: describeSchema(shared.body),
        answers: Object.fromEntries(
          Object.entries(shared.answers).map(([s, a]) => [s, describeSchema(a)]),
        ),
      };
      return JSON.stringify(mine) === JSON.stringify(theirs)
        ? []
        : [{ route: `${r.method} ${r.url}`, mine, theirs }];
    });
    expect(disagreements).toEqual([]);
  });

  it('serves Swagger UI at /api/docs from the installed package (no network)', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('swagger-ui-bundle.js');
    const bundle = await t.app.inject({
      method: 'GET',
      url: '/api/docs/static/swagger-ui-bundle.js',
    });
    expect(bundle.statusCode).toBe(200);
  });

  it('reports a route that skips part of its contract', async () => {
    const app = await tinyApp((api) => {
      api.post('/things/:id', async () => ({}));
      api.get(
        '/things',
        { schema: { querystring: noQuery, response: { 200: z.array(z.string()) } } },
        () => [],
      );
    });
    expect(
      routeContracts(app).map(({ method, url, missing }) => ({ method, url, missing })),
    ).toEqual([
      {
        method: 'POST',
        url: '/api/things/:id',
        missing: ['params', 'querystring', 'body', 'response (2xx)'],
      },
      { method: 'GET', url: '/api/things', missing: [] },
    ]);
    await app.close();
  });

  it('an answer that does not match its schema is a 500, never sent as it is', async () => {
    const app = await tinyApp((api) => {
      const schema = {
        querystring: noQuery,
        response: { 200: z.object({ count: z.number() }), ...errorAnswers },
      };
      api.get(
        '/count',
        { schema },
        async () => ({ count: 'many' }) as unknown as { count: number },
      );
    });
    const res = await app.inject({ method: 'GET', url: '/api/count' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ detail: 'Internal server error' });
    await app.close();
  });

  it('invalid input keeps the 422 list with where each problem is', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'not-an-email', password: '', extra: 1 },
    });
    expect(res.statusCode).toBe(422);
    const detail = (res.json() as { detail: { loc: unknown[]; type: string }[] }).detail;
    expect(detail.map((d) => d.loc)).toEqual(
      expect.arrayContaining([['body', 'email'], ['body', 'password'], ['body']]),
    );
    const bad = await t.app.inject({ method: 'GET', url: '/api/files/x/status?x=1' });
    expect(bad.statusCode).toBe(401);
  });
});

/**
 * A route part as comparable text: the JSON Schema of a zod schema (descriptions aside, they only
 * document), the JSON part of a JSON-or-multipart body, 'empty' for no content, 'raw' for bytes or
 * events, nothing for an absent body, a body that is ignored or a multipart upload.
 */
function describeSchema(schema: unknown): string | undefined {
  if (schema === undefined || schema === noBody) return undefined;
  if (schema === noContent || schema === 'empty') return 'empty';
  if (schema === 'raw') return 'raw';
  if (schema instanceof z.ZodType) {
    return JSON.stringify(
      z.toJSONSchema(schema, { unrepresentable: 'any' }),
      (key, value: unknown) => (key === 'description' ? undefined : value),
    );
  }
  const content = (schema as { content?: Record<string, { schema: unknown }> }).content ?? {};
  if (content['application/json']) return describeSchema(content['application/json'].schema);
  if (content['multipart/form-data']) return undefined;
  return 'raw';
}
