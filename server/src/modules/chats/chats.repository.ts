// SQL of the chats module. Every read is keyed by (bot, user) as well as the id, so another
// user's chat id simply is not found (docs/architecture.md: foreign ids answer 404).
import type { Insertable, Selectable } from 'kysely';
import type { SourceDto } from '@edubot/common';
import type { Db } from '../../db/database.js';
import type { ChatsTable, MessageFeedbackTable, MessagesTable } from '../../db/schema.js';
import type { BotFileState } from '../../tutor/bot-files.js';

export type ChatRow = Selectable<ChatsTable>;
/** A message as read back, with the student's thumbs on it (bot messages; null when none). */
export type MessageRow = Omit<Selectable<MessagesTable>, 'seq'> & { helpful: number | null };
export type NewMessage = Omit<Insertable<MessagesTable>, 'seq' | 'chat_id'>;

/** One question and its answer, with the chat they belong to. */
export interface Exchange {
  chat: { id: string; isNew: boolean; botId: string; userId: string; title: string; at: string };
  messages: readonly NewMessage[];
}

export class ChatsRepository {
  constructor(private readonly db: Db) {}

  listForUser(
    botId: string,
    userId: string,
  ): Promise<Pick<ChatRow, 'id' | 'title' | 'created_at' | 'updated_at'>[]> {
    return this.db
      .selectFrom('chats')
      .select(['id', 'title', 'created_at', 'updated_at'])
      .where('bot_id', '=', botId)
      .where('user_id', '=', userId)
      .orderBy('updated_at', 'desc')
      .orderBy('created_at', 'desc')
      .orderBy('id', 'asc')
      .execute();
  }

  findForUser(chatId: string, botId: string, userId: string): Promise<ChatRow | undefined> {
    return this.db
      .selectFrom('chats')
      .selectAll()
      .where('id', '=', chatId)
      .where('bot_id', '=', botId)
      .where('user_id', '=', userId)
      .executeTakeFirst();
  }

  /** Renames one of this user's chats; false when it is not theirs (or does not exist). */
  async rename(chatId: string, botId: string, userId: string, title: string): Promise<boolean> {
    const result = await this.db
      .updateTable('chats')
      .set({ title })
      .where('id', '=', chatId)
      .where('bot_id', '=', botId)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  /** Deletes one of this user's chats (its messages go by cascade); false when not theirs. */
  async delete(chatId: string, botId: string, userId: string): Promise<boolean> {
    const result = await this.db
      .deleteFrom('chats')
      .where('id', '=', chatId)
      .where('bot_id', '=', botId)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }

  /** Image keys of one chat's messages (removed from the store when the chat is deleted). */
  async imageKeysOfChat(chatId: string): Promise<string[]> {
    const rows = await this.db
      .selectFrom('messages')
      .select('image_key')
      .where('chat_id', '=', chatId)
      .where('image_key', 'is not', null)
      .execute();
    return rows.map((r) => r.image_key!).filter(Boolean);
  }

  /**
   * The texts searched for one user's chats with one bot: titles and every message, newest chat
   * first. Matching happens in the service (Arabic folding, case): the same on both engines.
   */
  async searchable(
    botId: string,
    userId: string,
    limit: number,
  ): Promise<{ id: string; title: string; updated_at: string; content: string | null }[]> {
    return this.db
      .selectFrom('chats')
      .leftJoin('messages', 'messages.chat_id', 'chats.id')
      .select(['chats.id', 'chats.title', 'chats.updated_at', 'messages.content'])
      .where('chats.bot_id', '=', botId)
      .where('chats.user_id', '=', userId)
      .orderBy('chats.updated_at', 'desc')
      .orderBy('chats.id', 'asc')
      .orderBy('messages.seq', 'asc')
      .limit(limit)
      .execute();
  }

  listMessages(chatId: string): Promise<MessageRow[]> {
    return this.db
      .selectFrom('messages as m')
      .leftJoin('message_feedback as f', 'f.message_id', 'm.id')
      .select([
        'm.id',
        'm.chat_id',
        'm.sender',
        'm.content',
        'm.image_key',
        'm.image_mime',
        'm.image_description',
        'm.sources',
        'm.created_at',
        'm.outcome',
        'f.helpful',
      ])
      .where('m.chat_id', '=', chatId)
      .orderBy('m.seq', 'asc')
      .execute();
  }

  /** The student's last `limit` typed messages of a chat, oldest first (a follow-up's context). */
  async recentUserTexts(chatId: string, limit: number): Promise<string[]> {
    const rows = await this.db
      .selectFrom('messages')
      .select(['content'])
      .where('chat_id', '=', chatId)
      .where('sender', '=', 'user')
      .orderBy('seq', 'desc')
      .limit(limit)
      .execute();
    return rows.map((r) => r.content).reverse();
  }

  async isBotMessageOf(messageId: string, chatId: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('messages')
      .select('id')
      .where('id', '=', messageId)
      .where('chat_id', '=', chatId)
      .where('sender', '=', 'bot')
      .executeTakeFirst();
    return row !== undefined;
  }

  /** One vote per message: a second one replaces the first. */
  async saveFeedback(row: Insertable<MessageFeedbackTable>): Promise<void> {
    await this.db
      .insertInto('message_feedback')
      .values(row)
      .onConflict((oc) =>
        oc.column('message_id').doUpdateSet({
          helpful: row.helpful,
          comment: row.comment ?? null,
          created_at: row.created_at,
        }),
      )
      .execute();
  }

  /** Questions this user asked this bot since `since` (the per-bot daily quota). */
  async countQuestionsSince(botId: string, userId: string, since: string): Promise<number> {
    const { n } = await this.db
      .selectFrom('messages as m')
      .innerJoin('chats as c', 'c.id', 'm.chat_id')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('c.bot_id', '=', botId)
      .where('c.user_id', '=', userId)
      .where('m.sender', '=', 'user')
      .where('m.created_at', '>=', since)
      .executeTakeFirstOrThrow();
    return Number(n);
  }

  /**
   * Exchanges in one transaction: per exchange the chat (when new) or its updated_at, the
   * student's message and the bot's reply. A failure rolls back all of them, so no exchange is
   * ever half saved (ExchangeWriter retries them one by one).
   */
  async saveExchanges(exchanges: readonly Exchange[]): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      for (const { chat, messages } of exchanges) {
        if (chat.isNew) {
          await trx
            .insertInto('chats')
            .values({
              id: chat.id,
              bot_id: chat.botId,
              user_id: chat.userId,
              title: chat.title,
              created_at: chat.at,
              updated_at: chat.at,
            })
            .execute();
        } else {
          await trx
            .updateTable('chats')
            .set({ updated_at: chat.at })
            .where('id', '=', chat.id)
            .execute();
        }
        await trx
          .insertInto('messages')
          .values(messages.map((m) => ({ ...m, chat_id: chat.id })))
          .execute();
      }
    });
  }

  findImage(messageId: string): Promise<{ image_key: string; image_mime: string } | undefined> {
    return this.db
      .selectFrom('messages')
      .select(['image_key', 'image_mime'])
      .where('id', '=', messageId)
      .where('image_key', 'is not', null)
      .where('image_mime', 'is not', null)
      .executeTakeFirst() as Promise<{ image_key: string; image_mime: string } | undefined>;
  }

  /**
   * A deleted study file's excerpts leave the bot's past answers (issue 8): each of its sources
   * keeps the file name, loses the quoted text and is flagged `deleted`.
   */
  async markSourceDeleted(botId: string, fileId: string): Promise<number> {
    const needle = JSON.stringify(fileId);
    const rows = await this.db
      .selectFrom('messages')
      .innerJoin('chats', 'chats.id', 'messages.chat_id')
      .select(['messages.id', 'messages.sources'])
      .where('chats.bot_id', '=', botId)
      .where('messages.sources', 'is not', null)
      // A cheap pre-filter both engines read alike; each row is checked exactly below.
      .where('messages.sources', 'like', `%${needle}%`)
      .execute();
    let changed = 0;
    for (const row of rows) {
      const sources = JSON.parse(row.sources!) as SourceDto[];
      if (!sources.some((s) => s.file_id === fileId && !s.deleted)) continue;
      const marked = sources.map((s) =>
        s.file_id === fileId ? { ...s, excerpt: '', deleted: true } : s,
      );
      await this.db
        .updateTable('messages')
        .set({ sources: JSON.stringify(marked) })
        .where('id', '=', row.id)
        .execute();
      changed += 1;
    }
    return changed;
  }

  async imageKeysOfBot(botId: string): Promise<string[]> {
    const rows = await this.db
      .selectFrom('messages as m')
      .innerJoin('chats as c', 'c.id', 'm.chat_id')
      .select('m.image_key')
      .where('c.bot_id', '=', botId)
      .where('m.image_key', 'is not', null)
      .execute();
    return rows.map((r) => r.image_key!);
  }

  /** The bot's study files and their state, in upload order, for the tutor (read-only). */
  async fileStates(botId: string): Promise<BotFileState[]> {
    const rows = await this.db
      .selectFrom('files')
      .select(['id', 'filename', 'status', 'error'])
      .where('bot_id', '=', botId)
      .orderBy('created_at', 'asc')
      .orderBy('id', 'asc')
      .execute();
    return rows.map((r) => ({
      fileId: r.id,
      filename: r.filename,
      status: r.status,
      error: r.error,
    }));
  }
}
