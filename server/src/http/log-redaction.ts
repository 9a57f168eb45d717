// What the request log may show (issue 8): the method and path, never a secret. Signed chat
// image links carry their permission in the path, and query strings may carry anything, so
// both are replaced; headers (the bearer token) are never logged at all.
import type { FastifyRequest } from 'fastify';

const SIGNED_PATH = /(\/chat-images\/)[^/?]+/;

export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  const pathOnly = q === -1 ? url : url.slice(0, q);
  return pathOnly.replace(SIGNED_PATH, '$1[redacted]') + (q === -1 ? '' : '?[redacted]');
}

export function loggerOptions(level: string, stream?: NodeJS.WritableStream) {
  return {
    level,
    ...(stream ? { stream } : {}),
    serializers: {
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: redactUrl(request.url),
        remoteAddress: request.ip,
      }),
    },
  };
}
