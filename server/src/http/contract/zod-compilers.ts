// Route schemas are zod schemas from @edubot/common. Requests are checked by our own validator so a
// failure keeps the API's one validation shape (422 with the list of issues, see errors.ts);
// answers are checked and written by the type provider's serializer, so an answer that does not
// match its declared schema fails loudly (500, logged) instead of reaching the client.
import type { FastifyInstance, FastifySchemaCompiler } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { validationErrorFrom, type InputLocation } from '../errors.js';

const LOCATION: Record<string, InputLocation> = {
  body: 'body',
  querystring: 'query',
  params: 'path',
  headers: 'header',
};

/** Multipart parts are read as they stream in; the handler checks them (schema = documentation). */
const STREAMED_BODY_TYPES = new Set(['multipart/form-data']);

const validatorCompiler: FastifySchemaCompiler<z.ZodType> = ({ schema, httpPart, contentType }) => {
  if (httpPart === 'body' && contentType && STREAMED_BODY_TYPES.has(contentType)) return () => true;
  const location = LOCATION[httpPart ?? 'body'] ?? 'body';
  return (data) => {
    // An absent body or query reads as an empty object, as the handlers always did.
    const result = schema.safeParse(data ?? {});
    if (result.success) return { value: result.data };
    return { error: validationErrorFrom(result.error, location) };
  };
};

export function registerZodCompilers(app: FastifyInstance): void {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
}
