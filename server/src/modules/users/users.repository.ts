import type { Insertable, Selectable, Updateable } from 'kysely';
import type { Db } from '../../db/database.js';
import type { UsersTable } from '../../db/schema.js';
import { isUniqueViolation } from '../../db/errors.js';

/** One account per email, whoever asks (register, profile change). */
export const EMAIL_TAKEN = 'Email already registered';

export type UserRow = Selectable<UsersTable>;

/** A user with the number of bots they own (always counted, so `current_bots` stays true). */
export type UserProfileRow = UserRow & { current_bots: number };

export class UsersRepository {
  constructor(private readonly db: Db) {}

  findById(id: string): Promise<UserRow | undefined> {
    return this.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
  }

  findByEmail(email: string): Promise<UserRow | undefined> {
    return this.db
      .selectFrom('users')
      .selectAll()
      .where('email', '=', email.toLowerCase())
      .executeTakeFirst();
  }

  async findProfile(id: string): Promise<UserProfileRow | undefined> {
    const row = await this.db
      .selectFrom('users')
      .selectAll('users')
      .select((eb) =>
        eb
          .selectFrom('bots')
          .select((b) => b.fn.countAll<number>().as('n'))
          .whereRef('bots.teacher_id', '=', 'users.id')
          .as('current_bots'),
      )
      .where('users.id', '=', id)
      .executeTakeFirst();
    return row ? { ...row, current_bots: Number(row.current_bots ?? 0) } : undefined;
  }

  /** False when the email is taken, even when two requests race for it. */
  async insert(user: Insertable<UsersTable>): Promise<boolean> {
    try {
      await this.db.insertInto('users').values(user).execute();
      return true;
    } catch (err) {
      if (isUniqueViolation(err)) return false;
      throw err;
    }
  }

  /** False when a changed email is already taken by another account. */
  async update(id: string, changes: Updateable<UsersTable>): Promise<boolean> {
    try {
      await this.db.updateTable('users').set(changes).where('id', '=', id).execute();
      return true;
    } catch (err) {
      if (isUniqueViolation(err)) return false;
      throw err;
    }
  }
}
