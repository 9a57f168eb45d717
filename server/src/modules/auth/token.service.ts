// Signed access tokens. One algorithm pinned (HS256), issuer and audience checked, expiry required.
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

export class TokenService {
  private readonly key: Uint8Array;

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
      .setExpirationTime(`${this.ttlSeconds}s`)
      .sign(this.key);
  }

  /** Returns the claims, or undefined for any token that is not ours, expired or malformed. */
  async verify(token: string): Promise<TokenClaims | undefined> {
    try {
      const { payload } = await jwtVerify(token, this.key, {
        algorithms: [ALGORITHM],
        issuer: ISSUER,
        audience: AUDIENCE,
        requiredClaims: ['exp', 'sub'],
      });
      const { sub, role, tv } = payload;
      if (typeof sub !== 'string' || (role !== 'student' && role !== 'teacher') || typeof tv !== 'number') {
        return undefined;
      }
      return { userId: sub, role, tokenVersion: tv };
    } catch (err) {
      if (err instanceof joseErrors.JOSEError) return undefined;
      throw err;
    }
  }
}
