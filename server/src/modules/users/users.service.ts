// The signed-in user's own profile (spec §7 GET|PUT /api/users/me).
import type { ProfileUpdateInput, UserDto } from '@edubot/common';
import { conflict, unauthorized } from '../../http/errors.js';
import { nowIso } from '../../lib/clock.js';
import { EMAIL_TAKEN } from '../auth/auth.service.js';
import type { PasswordHasher } from '../auth/password-hasher.js';
import type { TokenService } from '../auth/token.service.js';
import { toUserDto } from './user-dto.js';
import type { UsersRepository } from './users.repository.js';

export type ProfileUpdateResult = UserDto & {
  /** Present when the password changed: older tokens, this request's included, stop working. */
  access_token?: string;
};

export class UsersService {
  constructor(
    private readonly users: UsersRepository,
    private readonly passwords: PasswordHasher,
    private readonly tokens: TokenService,
  ) {}

  async me(userId: string): Promise<UserDto> {
    const row = await this.users.findProfile(userId);
    if (!row) throw unauthorized();
    return toUserDto(row);
  }

  async updateMe(userId: string, input: ProfileUpdateInput): Promise<ProfileUpdateResult> {
    const current = await this.users.findById(userId);
    if (!current) throw unauthorized();
    const email = input.email.toLowerCase();
    if (email !== current.email) {
      const owner = await this.users.findByEmail(email);
      if (owner && owner.id !== userId) throw conflict(EMAIL_TAKEN);
    }
    const passwordChanged = input.password !== undefined;
    const tokenVersion = passwordChanged ? current.token_version + 1 : current.token_version;
    // Only name, email and password are ever written from this call.
    const saved = await this.users.update(userId, {
      name: input.name,
      email,
      ...(passwordChanged
        ? { password_hash: await this.passwords.hash(input.password!), token_version: tokenVersion }
        : {}),
      updated_at: nowIso(),
    });
    if (!saved) throw conflict(EMAIL_TAKEN);
    const dto = await this.me(userId);
    if (!passwordChanged) return dto;
    // The session that changed the password may carry on with a fresh token.
    const access_token = await this.tokens.issue({ userId, role: dto.role, tokenVersion });
    return { ...dto, access_token };
  }
}
