// Who may use a bot: its owner (a teacher), or a student whose membership is accepted and not
// expired. Every module asks here. Reading a bot answers 404 to anyone else, as for an id that
// does not exist; chatting answers 403 when the bot exists (the chat screen tells the student
// they have no access) and 404 when it does not.
import type { AuthUser } from '../../http/authenticate.js';
import { forbidden, notFound } from '../../http/errors.js';
import { nowIso } from '../../lib/clock.js';
import type { BotRow, BotsRepository } from './bots.repository.js';

export const BOT_NOT_FOUND = 'Bot not found';
export const NO_ACCESS = 'You do not have access to this bot';

type Caller = Pick<AuthUser, 'id' | 'role'>;

export class BotAccess {
  constructor(private readonly bots: Pick<BotsRepository, 'findOwned' | 'findForMember' | 'findById'>) {}

  /** The bot, or 404 for a bot this user may not use (existing or not). */
  async require(user: Caller, botId: string): Promise<BotRow> {
    const bot = await this.find(user, botId);
    if (!bot) throw notFound(BOT_NOT_FOUND);
    return bot;
  }

  /** The bot, or 403 when it exists but this user may not use it, 404 when it does not exist. */
  async requireOrForbid(user: Caller, botId: string): Promise<BotRow> {
    const bot = await this.find(user, botId);
    if (bot) return bot;
    if (!(await this.bots.findById(botId))) throw notFound(BOT_NOT_FOUND);
    throw forbidden(NO_ACCESS);
  }

  /** The bot this teacher owns, or 404. */
  async requireOwned(teacherId: string, botId: string): Promise<BotRow> {
    const bot = await this.bots.findOwned(botId, teacherId);
    if (!bot) throw notFound(BOT_NOT_FOUND);
    return bot;
  }

  private find(user: Caller, botId: string): Promise<BotRow | undefined> {
    return user.role === 'teacher'
      ? this.bots.findOwned(botId, user.id)
      : this.bots.findForMember(botId, user.id, nowIso());
  }
}
