// The OpenAPI 3 document is generated from the route schemas (nothing is written by hand) and
// served at /api/openapi.json; Swagger UI at /api/docs reads it. Both work offline: the UI's files
// ship inside @fastify/swagger-ui.
import swagger, { type SwaggerTransform } from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

export const OPENAPI_PATH = '/api/openapi.json';
export const DOCS_PREFIX = '/api/docs';

type TransformInput = Parameters<SwaggerTransform>[0];
type BodyByType = { content: Record<string, { schema: unknown }> };

const hasContentTypes = (body: unknown): body is BodyByType =>
  typeof body === 'object' && body !== null && 'content' in body;

/**
 * The type provider converts one zod schema per request part; a body declared per content type
 * (route-schemas.ts jsonOrMultipart) is converted one content type at a time.
 */
const transform: SwaggerTransform = (input: TransformInput) => {
  // The web app's pages (spa.ts) are served by the same server but are not API calls.
  if (!input.url.startsWith('/api/')) return { schema: { hide: true }, url: input.url };
  const body = input.schema?.body;
  if (!hasContentTypes(body)) return jsonSchemaTransform(input);
  const converted = jsonSchemaTransform({ ...input, schema: { ...input.schema, body: undefined } });
  const content = Object.fromEntries(
    Object.entries(body.content).map(([type, { schema }]) => {
      const one = jsonSchemaTransform({ ...input, schema: { body: schema } });
      return [type, { schema: (one.schema as { body: unknown }).body }];
    }),
  );
  return { ...converted, schema: { ...converted.schema, body: { content } } };
};

export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'EduBot API',
        description:
          'Every call of the EduBot server. Errors answer {"detail": "text"}, or 422 with ' +
          '{"detail": [{"loc": [...], "msg": "...", "type": "..."}]} for invalid input.',
        version: '1.0.0',
      },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform,
  });
  await app.register(swaggerUi, { routePrefix: DOCS_PREFIX, staticCSP: false });
  app.get(OPENAPI_PATH, { schema: { hide: true } }, async () => app.swagger());
}
