import type { Insertable, Selectable, Updateable } from 'kysely';
import type { Db } from '../../db/database.js';
import type { UsersTable } from '../../db/schema.js';

export type UserRow = Selectable<UsersTable>;

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

  async insert(user: Insertable<UsersTable>): Promise<void> {
    await this.db.insertInto('users').values(user).execute();
  }

  async update(id: string, changes: Updateable<UsersTable>): Promise<void> {
    await this.db.updateTable('users').set(changes).where('id', '=', id).execute();
  }
}
