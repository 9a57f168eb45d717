// Registration and sign-in (docs/product.md, docs/architecture.md).
import {
  TEACHER_DEFAULT_PROFILE,
  type LoginResponse,
  type RegisterInput,
  type UserDto,
} from '@edubot/common';
import { conflict, forbidden, unauthorized } from '../../http/errors.js';
import { nowIso } from '../../lib/clock.js';
import { newId } from '../../lib/ids.js';
import { toUserDto } from '../users/user-dto.js';
import { EMAIL_TAKEN, type UsersRepository } from '../users/users.repository.js';
import type { PasswordHasher } from './password-hasher.js';
import type { TokenService } from './token.service.js';

/** One text for an unknown email and a wrong password: nothing to learn about who exists. */
export const BAD_CREDENTIALS = 'Incorrect email or password';

export class AuthService {
  constructor(
    private readonly users: UsersRepository,
    private readonly passwords: PasswordHasher,
    private readonly tokens: TokenService,
  ) {}

  async register(input: RegisterInput): Promise<UserDto> {
    const email = input.email.toLowerCase();
    if (await this.users.findByEmail(email)) throw conflict(EMAIL_TAKEN);
    const now = nowIso();
    const id = newId();
    // Only the fields named here reach the row: is_active, limits and versions are ours.
    const created = await this.users.insert({
      id,
      name: input.name,
      email,
      password_hash: await this.passwords.hash(input.password),
      role: input.role,
      is_active: 1,
      bot_limit: input.role === 'teacher' ? TEACHER_DEFAULT_PROFILE.bot_limit : null,
      token_version: 0,
      created_at: now,
      updated_at: now,
    });
    if (!created) throw conflict(EMAIL_TAKEN);
    return this.profile(id);
  }

  /** Throws 401 for an unknown email or a wrong password alike. */
  async login(email: string, password: string): Promise<LoginResponse> {
    const user = await this.users.findByEmail(email);
    const ok = user
      ? await this.passwords.verify(user.password_hash, password)
      : await this.passwords.verifyAgainstNothing(password);
    if (!user || !ok) throw unauthorized(BAD_CREDENTIALS);
    // Told only to someone who knows the password.
    if (user.is_active !== 1) throw forbidden('This account is deactivated');
    const access_token = await this.tokens.issue({
      userId: user.id,
      role: user.role,
      tokenVersion: user.token_version,
    });
    const dto = await this.profile(user.id);
    return { access_token, token_type: 'bearer', user: dto, role: dto.role };
  }

  private async profile(id: string): Promise<UserDto> {
    const row = await this.users.findProfile(id);
    if (!row) throw unauthorized();
    return toUserDto(row);
  }
}
