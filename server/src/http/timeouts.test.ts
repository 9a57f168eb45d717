// Raw sockets against a listening server: slow or idle clients are cut off. The deadlines are
// 1-2 s here; the checks wait up to 20 s, so a busy machine only makes them slower, not flaky.
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helpers/test-app.js';

const GENEROUS_MS = 20_000;

interface Probe {
  socket: net.Socket;
  closed: Promise<{ afterMs: number; received: string }>;
}

function connect(port: number): Promise<Probe> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    let received = '';
    const socket = net.connect(port, '127.0.0.1');
    socket.on('data', (d: Buffer) => (received += d.toString()));
    socket.on('error', () => {});
    const closed = new Promise<{ afterMs: number; received: string }>((done) =>
      socket.once('close', () => done({ afterMs: Date.now() - started, received })),
    );
    socket.once('connect', () => resolve({ socket, closed }));
    socket.once('error', reject);
  });
}

const within = <T>(p: Promise<T>, ms: number) =>
  Promise.race([
    p,
    new Promise<'still open'>((r) => setTimeout(() => r('still open'), ms).unref()),
  ]);

describe('socket timeouts', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await createTestApp({
      EDUBOT_HEADERS_TIMEOUT_SECONDS: '1',
      EDUBOT_REQUEST_TIMEOUT_SECONDS: '2',
      EDUBOT_KEEP_ALIVE_SECONDS: '1',
      EDUBOT_IDLE_SOCKET_SECONDS: '2',
    });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as net.AddressInfo).port;
  });
  afterAll(() => t.close());

  it('closes a socket that trickles its headers one byte at a time', async () => {
    const probe = await connect(port);
    const header = 'GET /api/health HTTP/1.1\r\nHost: x\r\nX-Slow: ' + 'a'.repeat(10_000);
    let i = 0;
    const trickle = setInterval(() => {
      if (!probe.socket.destroyed && i < header.length) probe.socket.write(header[i++]!);
    }, 100);
    try {
      const outcome = await within(probe.closed, GENEROUS_MS);
      expect(outcome).not.toBe('still open');
      // Node answers 408 before closing when it can.
      if (outcome !== 'still open' && outcome.received) expect(outcome.received).toMatch(/^HTTP\/1\.1 408/);
    } finally {
      clearInterval(trickle);
      probe.socket.destroy();
    }
  });

  it('closes a socket that connects and sends nothing', async () => {
    const probe = await connect(port);
    try {
      expect(await within(probe.closed, GENEROUS_MS)).not.toBe('still open');
    } finally {
      probe.socket.destroy();
    }
  });

  it('closes a kept-alive socket that stays idle after its answer', async () => {
    const probe = await connect(port);
    try {
      probe.socket.write('GET /api/health HTTP/1.1\r\nHost: x\r\nConnection: keep-alive\r\n\r\n');
      const outcome = await within(probe.closed, GENEROUS_MS);
      expect(outcome).not.toBe('still open');
      if (outcome !== 'still open') expect(outcome.received).toMatch(/^HTTP\/1\.1 200/);
    } finally {
      probe.socket.destroy();
    }
  });
});
