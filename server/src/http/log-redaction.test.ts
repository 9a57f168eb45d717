// The request log never shows a bearer token, a signed image link or a query string.
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helpers/test-app.js';
import { bearer, signUp } from '../../test/helpers/accounts.js';
import { ImageUrlSigner } from '../modules/chats/image-url-signer.js';

describe('request log', () => {
  let t: TestApp;
  let logged = '';
  beforeAll(async () => {
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        logged += chunk.toString();
        done();
      },
    });
    t = await createTestApp({ EDUBOT_LOG_LEVEL: 'info' }, { logger: true, logStream: stream });
  });
  afterAll(() => t.close());

  it('keeps signed image links, tokens and query strings out of the log', async () => {
    const student = await signUp(t.app, 'student');
    const signed = new ImageUrlSigner(t.ctx.config.jwtSecret).sign('some-message-id');
    await t.app.inject({ method: 'GET', url: `/api/chat-images/${signed}` });
    await t.app.inject({
      method: 'GET',
      url: '/api/users/me?reset=abc-secret-value',
      headers: bearer(student.token),
    });
    expect(logged).toContain('/api/chat-images/[redacted]');
    expect(logged).toContain('/api/users/me?[redacted]');
    expect(logged).not.toContain(signed);
    expect(logged).not.toContain(student.token);
    expect(logged).not.toContain('abc-secret-value');
  });
});
