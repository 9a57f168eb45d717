// Building blocks for route schemas. Every API route declares params (when its path has any),
// querystring, body (POST/PUT/PATCH/DELETE with a payload, or `noBody`) and its answers;
// route-coverage.test.ts fails for a route that does not. How to declare the unusual cases:
//   - no payload:             body: noBody
//   - JSON or multipart body: body: jsonOrMultipart(jsonSchema, multipartFieldsSchema)
//   - multipart only:         body: multipartOnly(fieldsSchema) (the handler reads the parts)
//   - file / image answer:    response: { 200: binaryAnswer(['image/png', ...], 'what it is') }
//   - server-sent events:     response: { 200: eventStreamAnswer(eventSchema, 'what is sent') }
//   - no content:             response: { 204: noContent }
// Binary and event-stream answers are written raw (Buffer or stream), which Fastify never passes
// through the serializer; their schemas document the answer for the OpenAPI document.
import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { errorDetailSchema, validationErrorSchema } from '@edubot/common';

/** The error answers every route may give, in the API's two error shapes. */
export const errorAnswers = {
  422: z
    .union([validationErrorSchema, errorDetailSchema])
    .describe('Invalid input: one entry per problem (a single text for a missing upload part)'),
  '4xx': errorDetailSchema.describe('Refused: the detail says why'),
} as const;

/** Calls that carry no payload: anything sent is ignored, never read. */
export const noBody = z.unknown().describe('No payload');

/** No querystring parameters are read (unknown ones are ignored). */
export const noQuery = z.object({});

export const noContent = z.null().describe('No content');

/** A request body sent either as JSON or as multipart/form-data with the same fields. */
export function jsonOrMultipart(json: z.ZodType, multipart: z.ZodType) {
  return {
    content: {
      'application/json': { schema: json },
      'multipart/form-data': { schema: multipart },
    },
  };
}

/** A multipart/form-data body; the handler reads and checks the parts as they stream in. */
export function multipartOnly(fields: z.ZodType) {
  return { content: { 'multipart/form-data': { schema: fields } } };
}

/** A file sent as one multipart part (OpenAPI: a string in binary format). */
export const filePart = z.string().meta({ format: 'binary' });

/** Raw bytes of one of the given types. */
export function binaryAnswer(mimeTypes: readonly string[], description: string) {
  const schema = z.string().meta({ format: 'binary' });
  return {
    description,
    content: Object.fromEntries(mimeTypes.map((type) => [type, { schema }])),
  };
}

/** text/event-stream: each `data:` line carries one JSON value of `event`. */
export function eventStreamAnswer(event: z.ZodType, description: string) {
  return { description, content: { 'text/event-stream': { schema: event } } };
}

/** An id in the path (bots, files, chats, requests): short, never empty. */
export const pathId = z.string().trim().min(1).max(64);

/** Path parameters that are all ids, by name: idParams('botId', 'chatId'). */
export function idParams<const K extends string>(...names: K[]) {
  return z.object(Object.fromEntries(names.map((n) => [n, pathId])) as Record<K, typeof pathId>);
}

/**
 * Sends bytes or a stream as they are: Fastify writes them without the serializer, so the route's
 * answer schema (binaryAnswer, eventStreamAnswer) documents them rather than checks them.
 */
export function sendRaw<R extends FastifyReply>(reply: R, payload: Buffer | Readable): R {
  return (reply as FastifyReply).send(payload) as R;
}
