// Every route but register, login and health needs a valid token; roles are checked per route.
// The check is an onRequest hook: it runs before the body is read or parsed, so a stranger's
// large or deeply nested body costs no parsing before the 401 (issue 8).
// A token stops working when its user is deleted or deactivated, the password changed since, or
// it was signed out (POST /api/auth/logout).
import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type { Role } from '@edubot/common';
import type { RevokedTokens } from '../modules/auth/revoked-tokens.js';
import type { TokenService } from '../modules/auth/token.service.js';
import type { UsersRepository } from '../modules/users/users.repository.js';
import { forbidden, unauthorized } from './errors.js';

export interface AuthUser {
  id: string;
  role: Role;
  email: string;
  name: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by requireAuth; routes behind it can rely on it. */
    authUser: AuthUser | null;
  }
  interface FastifyInstance {
    requireAuth(...roles: Role[]): onRequestAsyncHookHandler;
  }
}

/** A call without a token, where one is needed. */
export const NOT_AUTHENTICATED = 'Not authenticated';

const BEARER = /^Bearer\s+(\S+)$/i;

/** The bearer token of a request, if it sent one. */
export function bearerToken(request: FastifyRequest): string | undefined {
  return BEARER.exec(request.headers.authorization ?? '')?.[1];
}

export function registerAuthentication(
  app: FastifyInstance,
  deps: { tokens: TokenService; users: UsersRepository; revoked: RevokedTokens },
): void {
  app.decorateRequest('authUser', null);

  async function authenticate(request: FastifyRequest): Promise<AuthUser> {
    const token = bearerToken(request);
    if (!token) throw unauthorized(NOT_AUTHENTICATED);
    const claims = await deps.tokens.verify(token);
    if (!claims || (await deps.revoked.isRevoked(token))) throw unauthorized();
    const user = await deps.users.findById(claims.userId);
    if (!user || user.is_active !== 1 || user.token_version !== claims.tokenVersion) {
      throw unauthorized();
    }
    return { id: user.id, role: user.role, email: user.email, name: user.name };
  }

  app.decorate('requireAuth', (...roles: Role[]): onRequestAsyncHookHandler => {
    return async (request) => {
      const user = await authenticate(request);
      if (roles.length > 0 && !roles.includes(user.role)) {
        throw forbidden(`This action needs the ${roles.join(' or ')} role`);
      }
      request.authUser = user;
    };
  });
}

/** The signed-in user of a route behind requireAuth. */
export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.authUser) throw unauthorized(NOT_AUTHENTICATED);
  return request.authUser;
}
