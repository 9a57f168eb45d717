// SQL of safety alerts: raised by the chats module, read and resolved by the bot's owner.
import type { Insertable } from 'kysely';
import type { Db } from '../../db/database.js';
import type { SafetyAlertsTable } from '../../db/schema.js';

export interface AlertRow {
  id: string;
  bot_id: string;
  chat_id: string;
  message_id: string;
  student_id: string;
  student_name: string;
  categories: string;
  message: string;
  created_at: string;
  resolved_at: string | null;
}

export class AlertsRepository {
  constructor(private readonly db: Db) {}

  async insert(row: Insertable<SafetyAlertsTable>): Promise<void> {
    await this.db.insertInto('safety_alerts').values(row).execute();
  }

  private view() {
    return this.db
      .selectFrom('safety_alerts as a')
      .innerJoin('users as u', 'u.id', 'a.student_id')
      .innerJoin('messages as m', 'm.id', 'a.message_id')
      .innerJoin('bots as b', 'b.id', 'a.bot_id')
      .select([
        'a.id',
        'a.bot_id',
        'a.chat_id',
        'a.message_id',
        'a.student_id',
        'u.name as student_name',
        'a.categories',
        'm.content as message',
        'a.created_at',
        'a.resolved_at',
      ]);
  }

  /** Unresolved first, newest first within each. */
  listForBot(botId: string): Promise<AlertRow[]> {
    return this.view()
      .where('a.bot_id', '=', botId)
      .orderBy((eb) => eb.case().when('a.resolved_at', 'is', null).then(0).else(1).end())
      .orderBy('a.created_at', 'desc')
      .orderBy('a.id', 'asc')
      .execute();
  }

  findOwned(alertId: string, teacherId: string): Promise<AlertRow | undefined> {
    return this.view()
      .where('a.id', '=', alertId)
      .where('b.teacher_id', '=', teacherId)
      .executeTakeFirst();
  }

  async countUnresolved(botId: string): Promise<number> {
    const { n } = await this.db
      .selectFrom('safety_alerts')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('bot_id', '=', botId)
      .where('resolved_at', 'is', null)
      .executeTakeFirstOrThrow();
    return Number(n);
  }

  async resolve(alertId: string, at: string): Promise<void> {
    await this.db
      .updateTable('safety_alerts')
      .set({ resolved_at: at })
      .where('id', '=', alertId)
      .where('resolved_at', 'is', null)
      .execute();
  }
}
