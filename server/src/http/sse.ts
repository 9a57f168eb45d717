// Server-Sent Events answers (issue 11). The status and headers go out through reply.send, so the
// app's onRequest/onSend headers (security, no-store) apply as to any answer; events are written
// as the work produces them. `closed` aborts when the client goes away before the end.
import { PassThrough } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { sendRaw } from './contract/route-schemas.js';

export interface EventStream {
  send(event: string, data: unknown): void;
  end(): void;
  /** Aborted when the client disconnects before end(). */
  readonly closed: AbortSignal;
}

export function openEventStream(reply: FastifyReply): EventStream {
  const body = new PassThrough();
  const closed = new AbortController();
  let ended = false;
  reply.raw.on('close', () => {
    if (!ended) closed.abort();
  });
  void sendRaw(
    reply
      .code(200)
      .header('content-type', 'text/event-stream; charset=utf-8')
      .header('cache-control', 'no-store')
      // Proxies (nginx) would otherwise hold the events back until the answer ends.
      .header('x-accel-buffering', 'no'),
    body,
  );
  return {
    closed: closed.signal,
    send(event, data) {
      if (ended || closed.signal.aborted) return;
      body.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
    },
    end() {
      if (ended) return;
      ended = true;
      body.end();
    },
  };
}
