// SQL of the insights module. Only students' chats count: the owner's own tries ("Try your
// bot") are kept out of every list and figure here.
import type { ReplyOutcome } from '@edubot/common';
import type { Db } from '../../db/database.js';

export interface StudentChatRow {
  chat_id: string;
  student_id: string;
  student_name: string;
  title: string;
  message_count: number;
  last_activity: string;
}

/** One question and what came of it. */
export interface ExchangeRow {
  chatId: string;
  studentId: string;
  question: string;
  askedAt: string;
  outcome: ReplyOutcome | null;
  /** The student's thumbs on the reply: 1 up, 0 down, null none. */
  helpful: number | null;
}

export class InsightsRepository {
  constructor(private readonly db: Db) {}

  private studentChats(botId: string) {
    return this.db
      .selectFrom('chats as c')
      .innerJoin('users as u', 'u.id', 'c.user_id')
      .where('c.bot_id', '=', botId)
      .where('u.role', '=', 'student');
  }

  async listStudentChats(botId: string): Promise<StudentChatRow[]> {
    const rows = await this.studentChats(botId)
      .leftJoin('messages as m', 'm.chat_id', 'c.id')
      .select((eb) => [
        'c.id as chat_id',
        'u.id as student_id',
        'u.name as student_name',
        'c.title',
        'c.updated_at as last_activity',
        eb.fn.count<number>('m.id').as('message_count'),
      ])
      .groupBy(['c.id', 'u.id', 'u.name', 'c.title', 'c.updated_at'])
      .orderBy('c.updated_at', 'desc')
      .orderBy('c.id', 'asc')
      .execute();
    return rows.map((r) => ({ ...r, message_count: Number(r.message_count) }));
  }

  findStudentChat(
    botId: string,
    chatId: string,
  ): Promise<
    { chat_id: string; title: string; student_id: string; student_name: string } | undefined
  > {
    return this.studentChats(botId)
      .select(['c.id as chat_id', 'c.title', 'u.id as student_id', 'u.name as student_name'])
      .where('c.id', '=', chatId)
      .executeTakeFirst();
  }

  /**
   * Students' questions since `since`, each with the outcome of the reply that followed it and
   * the thumbs on that reply. Paired in order within each chat (a reply follows its question).
   */
  async studentExchanges(botId: string, since: string): Promise<ExchangeRow[]> {
    const rows = await this.studentChats(botId)
      .innerJoin('messages as m', 'm.chat_id', 'c.id')
      .leftJoin('message_feedback as f', 'f.message_id', 'm.id')
      .select([
        'c.id as chat_id',
        'u.id as student_id',
        'm.sender',
        'm.content',
        'm.image_description',
        'm.created_at',
        'm.outcome',
        'f.helpful',
      ])
      .where('m.created_at', '>=', since)
      .orderBy('c.id')
      .orderBy('m.seq')
      .execute();
    const out: ExchangeRow[] = [];
    let open: ExchangeRow | undefined;
    for (const row of rows) {
      if (row.sender === 'user') {
        open = {
          chatId: row.chat_id,
          studentId: row.student_id,
          question: row.content.trim() || (row.image_description ?? ''),
          askedAt: row.created_at,
          outcome: null,
          helpful: null,
        };
        out.push(open);
      } else if (open && open.chatId === row.chat_id) {
        open.outcome = row.outcome as ReplyOutcome | null;
        open.helpful = row.helpful;
        open = undefined;
      }
    }
    return out;
  }
}
