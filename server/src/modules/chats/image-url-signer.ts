// Signed, expiring image links for chat history. An <img> tag cannot send the bearer token, so
// the link itself is the permission: HMAC-SHA256 over (message id, expiry) with a key derived
// from the server secret. Expiry is rounded up to the hour so a link stays the same (and
// cacheable) for an hour of history reloads.
import { createHmac, timingSafeEqual } from 'node:crypto';

const TOKEN = /^([0-9a-f-]{36})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/;
const HOUR = 3600;

export class ImageUrlSigner {
  private readonly key: Buffer;

  constructor(
    serverSecret: string,
    private readonly ttlSeconds = 24 * HOUR,
    private readonly now: () => number = Date.now,
  ) {
    // A purpose-specific key: a token of this kind can never pass as anything else.
    this.key = createHmac('sha256', serverSecret).update('edubot chat-image url v1').digest();
  }

  private mac(messageId: string, expires: number): string {
    return createHmac('sha256', this.key).update(`${messageId}.${expires}`).digest('base64url');
  }

  sign(messageId: string): string {
    const expires = Math.ceil((this.now() / 1000 + this.ttlSeconds) / HOUR) * HOUR;
    return `${messageId}.${expires}.${this.mac(messageId, expires)}`;
  }

  /** The message id of a valid, unexpired token; null otherwise. */
  verify(token: string): string | null {
    const match = TOKEN.exec(token);
    if (!match) return null;
    const [, messageId, expiresText, mac] = match as unknown as [string, string, string, string];
    const expires = Number(expiresText);
    if (expires * 1000 <= this.now()) return null;
    const expected = Buffer.from(this.mac(messageId, expires));
    const given = Buffer.from(mac);
    return given.length === expected.length && timingSafeEqual(given, expected) ? messageId : null;
  }

  /** Seconds until the token expires (for Cache-Control). */
  secondsLeft(token: string): number {
    const expires = Number(token.split('.')[1]);
    return Math.max(0, Math.floor(expires - this.now() / 1000));
  }
}

/** The relative path history answers with; the client prefixes /api/. */
export const imageUrlPath = (token: string) => `chat-images/${token}`;
