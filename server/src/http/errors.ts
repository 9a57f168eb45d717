// The error shape the web client reads (docs/architecture.md):
//   validation: 422 {"detail":[{"loc":["body","email"],"msg":"...","type":"..."}]}
//   anything else: {"detail":"human readable text"} with the right status.
import type { FastifyError, FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { ValidationIssueDto } from '@edubot/common';
import { MALFORMED_MULTIPART, isMalformedMultipart } from './multipart-errors.js';

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly detail: string,
  ) {
    super(detail);
  }
}

/** 429 with a Retry-After header: a limit or quota that frees up after a wait. */
export class TooManyRequestsError extends HttpError {
  constructor(
    readonly retryAfterSeconds: number,
    detail: string,
  ) {
    super(429, detail);
  }
}

export class ValidationError extends Error {
  readonly statusCode = 422;
  constructor(readonly issues: ValidationIssueDto[]) {
    super('Validation failed');
  }
}

export const badRequest = (detail: string) => new HttpError(400, detail);
export const unauthorized = (detail = 'Could not validate credentials') => new HttpError(401, detail);
export const forbidden = (detail: string) => new HttpError(403, detail);
export const notFound = (detail: string) => new HttpError(404, detail);
export const conflict = (detail: string) => new HttpError(409, detail);

export type InputLocation = 'body' | 'query' | 'path' | 'header';

/** A zod failure as the API's 422 list; `loc` starts with where the input came from. */
export function validationErrorFrom(error: z.ZodError, location: InputLocation): ValidationError {
  return new ValidationError(
    error.issues.map((issue) => ({
      loc: [location, ...issue.path.map((p) => (typeof p === 'symbol' ? String(p) : p))],
      msg: issue.code === 'unrecognized_keys' ? `Unknown field: ${issue.keys.join(', ')}` : issue.message,
      type: issue.code,
    })),
  );
}

/**
 * Parses input a route schema cannot reach (multipart fields read while streaming) with a shared
 * zod schema; failures become the API's 422 list. Everything else is checked by the route schema.
 */
export function parseInput<S extends z.ZodType>(schema: S, value: unknown, location: InputLocation): z.output<S> {
  const result = schema.safeParse(value ?? {});
  if (result.success) return result.data;
  throw validationErrorFrom(result.error, location);
}

/** Fastify's own errors that are safe to pass on, mapped to readable text. */
function frameworkDetail(error: FastifyError): { status: number; detail: string } | undefined {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return { status: 415, detail: 'Unsupported content type' };
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
    case 'FST_REQ_FILE_TOO_LARGE':
      return { status: 413, detail: 'Request body is too large' };
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return { status: 400, detail: 'Request body is not valid JSON' };
    default:
      if (error.statusCode === 429) return { status: 429, detail: error.message };
      if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
        return { status: error.statusCode, detail: error.message || 'Bad request' };
      }
      return undefined;
  }
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof ValidationError) {
      return reply.code(422).send({ detail: error.issues });
    }
    if (error instanceof TooManyRequestsError) {
      reply.header('retry-after', String(error.retryAfterSeconds));
    }
    if (error instanceof HttpError) {
      return reply.code(error.statusCode).send({ detail: error.detail });
    }
    const known = frameworkDetail(error);
    if (known) return reply.code(known.status).send({ detail: known.detail });
    if (isMalformedMultipart(error)) return reply.code(400).send({ detail: MALFORMED_MULTIPART });
    // Unknown failures are logged in full but never shown: no stack traces in answers.
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send({ detail: 'Internal server error' });
  });

  app.setNotFoundHandler((request, reply) => {
    reply.code(404).send({ detail: 'Not found' });
  });
}
