// Signed access tokens. One algorithm pinned (HS256), issuer and audience checked, expiry required.
import { randomUUID } from 'node:crypto';
import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';
import type { Role } from '@edubot/common';

const ISSUER = 'edubot';
const AUDIENCE = 'edubot-app';
const ALGORITHM = 'HS256';

export interface TokenClaims {
  userId: string;
  role: Role;
  /** The user's token_version when the token was issued. */
  tokenVersion: number;
}

/** Verified tokens remembered at most (oldest dropped first); ~200 bytes each. */
const MAX_REMEMBERED = 10_000;

interface Remembered {
  claims: TokenClaims;
  /** The token's `exp`, in seconds since the epoch. */
  exp: number;
}

export class TokenService {
  private readonly key: Uint8Array;
  /**
   * Tokens whose signature and claims already passed, until their expiry. A token string cannot
   * change, so re-checking its HMAC on every request only costs CPU. Only the signature check is
   * remembered: the caller still checks the user row (token_version, is_active) every time, so
   * revocation stays immediate.
   */
  private readonly verified = new Map<string, Remembered>();

  constructor(
    secret: string,
    private readonly ttlSeconds: number,
  ) {
    this.key = new TextEncoder().encode(secret);
  }

  async issue(claims: TokenClaims): Promise<string> {
    return new SignJWT({ role: claims.role, tv: claims.tokenVersion })
      .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
      .setSubject(claims.userId)
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setIssuedAt()
      // Two sign-ins in the same second must still get different tokens: one can be signed out
      // (POST /api/auth/logout) without the other.
      .setJti(randomUUID())
      .setExpirationTime(`${this.ttlSeconds}s`)
      .sign(this.key);
  }

  /**
   * Returns the claims and the expiry (seconds since the epoch), or undefined for any token that
   * is not ours, expired or malformed.
   */
  async verify(token: string): Promise<(TokenClaims & { expiresAt: number }) | undefined> {
    const known = this.verified.get(token);
    if (known) {
      if (Math.floor(Date.now() / 1000) < known.exp) return { ...known.claims, expiresAt: known.exp };
      this.verified.delete(token);
      return undefined;
    }
    try {
      const { payload } = await jwtVerify(token, this.key, {
        algorithms: [ALGORITHM],
        issuer: ISSUER,
        audience: AUDIENCE,
        requiredClaims: ['exp', 'sub'],
      });
      const { sub, role, tv, exp } = payload;
      if (
        typeof sub !== 'string' ||
        (role !== 'student' && role !== 'teacher') ||
        typeof tv !== 'number'
      ) {
        return undefined;
      }
      const claims: TokenClaims = { userId: sub, role, tokenVersion: tv };
      this.remember(token, claims, exp!);
      return { ...claims, expiresAt: exp! };
    } catch (err) {
      if (err instanceof joseErrors.JOSEError) return undefined;
      throw err;
    }
  }

  private remember(token: string, claims: TokenClaims, exp: number): void {
    if (this.verified.size >= MAX_REMEMBERED) {
      this.verified.delete(this.verified.keys().next().value!);
    }
    this.verified.set(token, { claims, exp });
  }
}
