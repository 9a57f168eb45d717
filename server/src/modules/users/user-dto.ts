// The User of docs/product.md as the API shows it: never the hash, never the token version.
import type { UserDto } from '@edubot/common';
import type { UserProfileRow } from './users.repository.js';

export function toUserDto(row: UserProfileRow): UserDto {
  const dto: UserDto = {
    _id: row.id,
    name: row.name,
    email: row.email,
    role: row.role,
    is_active: row.is_active === 1,
    created_at: row.created_at,
  };
  if (row.role === 'teacher') {
    dto.teacher_profile = { bot_limit: row.bot_limit ?? 0, current_bots: row.current_bots };
  }
  return dto;
}
