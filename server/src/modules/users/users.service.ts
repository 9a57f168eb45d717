// The signed-in user's own profile (docs/product.md GET|PUT /api/users/me).
import {
  MSG,
  type ProfileUpdateInput,
  type ProfileUpdateResponse,
  type Role,
  type UserDto,
} from '@edubot/common';
import { ValidationError, conflict, forbidden, unauthorized } from '../../http/errors.js';
import { nowIso } from '../../lib/clock.js';
import { toUserDto } from './user-dto.js';
import { EMAIL_TAKEN, type UsersRepository } from './users.repository.js';

/**
 * What a profile change needs from sign-in: hash and check a password, issue a fresh token. The
 * composition root passes auth's PasswordHasher and TokenService; users does not import auth
 * (auth builds on users' repository, so the dependency runs one way).
 */
export interface ProfilePasswords {
  hash(password: string): Promise<string>;
  verify(storedHash: string, password: string): Promise<boolean>;
}
export interface ProfileTokens {
  issue(claims: { userId: string; role: Role; tokenVersion: number }): Promise<string>;
}

export class UsersService {
  constructor(
    private readonly users: UsersRepository,
    private readonly passwords: ProfilePasswords,
    private readonly tokens: ProfileTokens,
  ) {}

  async me(userId: string): Promise<UserDto> {
    const row = await this.users.findProfile(userId);
    if (!row) throw unauthorized();
    return toUserDto(row);
  }

  async updateMe(userId: string, input: ProfileUpdateInput): Promise<ProfileUpdateResponse> {
    const current = await this.users.findById(userId);
    if (!current) throw unauthorized();
    const email = input.email.toLowerCase();
    const passwordChanged = input.password !== undefined;
    // A stolen session must not be enough to take the account over (issue 8); checked first,
    // so the 409 below tells only the owner which emails are taken.
    if (email !== current.email || passwordChanged) {
      await this.confirmCurrentPassword(current.password_hash, input.current_password);
    }
    if (email !== current.email) {
      const owner = await this.users.findByEmail(email);
      if (owner && owner.id !== userId) throw conflict(EMAIL_TAKEN);
    }
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

  private async confirmCurrentPassword(hash: string, given: string | undefined): Promise<void> {
    if (!given) {
      throw new ValidationError([
        { loc: ['body', 'current_password'], msg: MSG.currentPasswordRequired, type: 'missing' },
      ]);
    }
    if (!(await this.passwords.verify(hash, given))) throw forbidden(MSG.currentPasswordWrong);
  }
}
