import type { Insertable, Selectable, Updateable } from 'kysely';
import type { Db } from '../../db/database.js';
import { lockRow } from '../../db/row-lock.js';
import type { BotsTable } from '../../db/schema.js';

export type BotRow = Selectable<BotsTable>;

export class BotsRepository {
  constructor(private readonly db: Db) {}

  listByTeacher(teacherId: string): Promise<BotRow[]> {
    return this.db
      .selectFrom('bots')
      .selectAll()
      .where('teacher_id', '=', teacherId)
      .orderBy('created_at', 'asc')
      .orderBy('id', 'asc')
      .execute();
  }

  /** How many files each of this teacher's bots has in each state. */
  fileCounts(teacherId: string): Promise<{ bot_id: string; status: string; n: number }[]> {
    return this.db
      .selectFrom('files')
      .innerJoin('bots', 'bots.id', 'files.bot_id')
      .select((eb) => ['files.bot_id', 'files.status', eb.fn.countAll<number>().as('n')])
      .where('bots.teacher_id', '=', teacherId)
      .groupBy(['files.bot_id', 'files.status'])
      .execute();
  }

  /** Any bot by id: only for checks that must tell "no such bot" apart (access requests). */
  findById(botId: string): Promise<BotRow | undefined> {
    return this.db.selectFrom('bots').selectAll().where('id', '=', botId).executeTakeFirst();
  }

  findByJoinCode(code: string): Promise<BotRow | undefined> {
    return this.db.selectFrom('bots').selectAll().where('join_code', '=', code).executeTakeFirst();
  }

  findOwned(botId: string, teacherId: string): Promise<BotRow | undefined> {
    return this.db
      .selectFrom('bots')
      .selectAll()
      .where('id', '=', botId)
      .where('teacher_id', '=', teacherId)
      .executeTakeFirst();
  }

  /** The bot when the student holds an accepted membership that has not expired at `now`. */
  findForMember(botId: string, studentId: string, now: string): Promise<BotRow | undefined> {
    return this.db
      .selectFrom('bots')
      .innerJoin('memberships as m', 'm.bot_id', 'bots.id')
      .selectAll('bots')
      .where('bots.id', '=', botId)
      .where('m.student_id', '=', studentId)
      .where('m.status', '=', 'accepted')
      .where((eb) => eb.or([eb('m.expires_at', 'is', null), eb('m.expires_at', '>', now)]))
      .executeTakeFirst();
  }

  /**
   * Inserts the bot unless the teacher already owns `limit` bots. Count and insert share one
   * transaction behind the teacher's row lock, so two parallel requests (in one process or two)
   * cannot both take the last slot. The join code comes from `joinCode()`, drawn again while
   * another bot holds it (the unique index decides between two processes).
   */
  insertWithinLimit(
    bot: Omit<Insertable<BotsTable>, 'join_code'>,
    limit: number,
    joinCode: () => string,
  ): Promise<string | null> {
    return this.db.transaction().execute(async (trx) => {
      await lockRow(trx, 'users', bot.teacher_id);
      const { n } = await trx
        .selectFrom('bots')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('teacher_id', '=', bot.teacher_id)
        .executeTakeFirstOrThrow();
      if (Number(n) >= limit) return null;
      let code = joinCode();
      while (
        await trx.selectFrom('bots').select('id').where('join_code', '=', code).executeTakeFirst()
      )
        code = joinCode();
      await trx
        .insertInto('bots')
        .values({ ...bot, join_code: code })
        .execute();
      return code;
    });
  }

  /** Applies a teacher's settings change to their own bot; false when it is not theirs. */
  async updateOwned(
    botId: string,
    teacherId: string,
    changes: Updateable<BotsTable>,
  ): Promise<boolean> {
    const result = await this.db
      .updateTable('bots')
      .set(changes)
      .where('id', '=', botId)
      .where('teacher_id', '=', teacherId)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  /** Memberships, files and chats go with it through ON DELETE CASCADE. */
  async deleteOwned(botId: string, teacherId: string): Promise<boolean> {
    const result = await this.db
      .deleteFrom('bots')
      .where('id', '=', botId)
      .where('teacher_id', '=', teacherId)
      .executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }
}
