// Socket timeouts for the Node HTTP server (issue 8): a client that trickles its headers, never
// finishes its request, or leaves a socket idle is cut off, so a few hundred slow sockets cannot
// hold the server's connections. Node checks the header and request deadlines on a timer whose
// default period (30 s) would let a trickling socket live 40 s; it runs every second here.
import type http from 'node:http';
import type { FastifyHttpOptions } from 'fastify';
import type { HttpTimeouts } from '../config.js';

const CHECK_EVERY_MS = 1000;

export function serverTimeoutOptions(t: HttpTimeouts): FastifyHttpOptions<http.Server> {
  // Node requires the header deadline to be no longer than the whole-request one.
  const headersMs = Math.min(t.headersMs, t.requestMs);
  return {
    // Inactivity on a socket; longer than any answer takes to compute (the model call included).
    connectionTimeout: t.idleSocketMs,
    keepAliveTimeout: t.keepAliveMs,
    requestTimeout: t.requestMs,
    http: {
      headersTimeout: headersMs,
      requestTimeout: t.requestMs,
      keepAliveTimeout: t.keepAliveMs,
      connectionsCheckingInterval: CHECK_EVERY_MS,
    },
  };
}
