// The Fastify instance routes are declared on: request and reply types come from the route's
// zod schemas, so a handler cannot read a field its schema does not declare.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

export function typed(app: FastifyInstance) {
  return app.withTypeProvider<ZodTypeProvider>();
}

export type TypedApp = ReturnType<typeof typed>;
