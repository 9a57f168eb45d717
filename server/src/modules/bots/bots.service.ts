// A teacher's bots (docs/product.md): list, create within the bot limit, read, delete with cascade.
import type { BotDto, CreateBotInput, UpdateBotInput } from '@edubot/common';
import type { Updateable } from 'kysely';
import type { BotsTable } from '../../db/schema.js';
import type { AuthUser } from '../../http/authenticate.js';
import { forbidden, notFound, unauthorized } from '../../http/errors.js';
import { nowIso } from '../../lib/clock.js';
import { newId } from '../../lib/ids.js';
import type { UsersRepository } from '../users/users.repository.js';
import { BOT_NOT_FOUND, BotAccess } from './bot-access.js';
import type { BotHooks } from './bot-hooks.js';
import { botInstructions, toBotDto } from './bot-dto.js';
import { newJoinCode } from './join-code.js';
import type { BotsRepository } from './bots.repository.js';

export class BotsService {
  constructor(
    private readonly bots: BotsRepository,
    private readonly users: UsersRepository,
    private readonly hooks: BotHooks,
    private readonly access: BotAccess = new BotAccess(bots),
  ) {}

  /** My bots, each with its files' states (the dashboard badge reads them, issue 11). */
  async listOwn(teacherId: string): Promise<BotDto[]> {
    const [rows, counts] = await Promise.all([
      this.bots.listByTeacher(teacherId),
      this.bots.fileCounts(teacherId),
    ]);
    return rows.map((row) => {
      const files = { total: 0, processing: 0, completed: 0, failed: 0 };
      for (const c of counts) {
        if (c.bot_id !== row.id) continue;
        const n = Number(c.n);
        files.total += n;
        if (c.status === 'PROCESSING') files.processing += n;
        else if (c.status === 'COMPLETED') files.completed += n;
        else files.failed += n;
      }
      return { ...toBotDto(row), files };
    });
  }

  /** Returns the new bot's id. */
  async create(teacherId: string, input: CreateBotInput): Promise<string> {
    const teacher = await this.users.findById(teacherId);
    if (!teacher) throw unauthorized();
    const limit = teacher.bot_limit ?? 0;
    const id = newId();
    const created = await this.bots.insertWithinLimit(
      {
        id,
        teacher_id: teacherId,
        name: input.name,
        subject: input.subject,
        grade: input.grade,
        supported_languages: JSON.stringify(input.supported_languages),
        created_at: nowIso(),
      },
      limit,
      newJoinCode,
    );
    if (created === null) {
      throw forbidden(
        `Bot limit reached: you can have at most ${limit} bots. Delete a bot to create a new one.`,
      );
    }
    return id;
  }

  async get(user: Pick<AuthUser, 'id' | 'role'>, botId: string): Promise<BotDto> {
    return toBotDto(await this.access.require(user, botId));
  }

  /** PATCH: only the fields sent change; instructions merge field by field. */
  async update(teacherId: string, botId: string, input: UpdateBotInput): Promise<BotDto> {
    const row = await this.bots.findOwned(botId, teacherId);
    if (!row) throw notFound(BOT_NOT_FOUND);
    const changes: Updateable<BotsTable> = {};
    if (input.name !== undefined) changes.name = input.name;
    if (input.subject !== undefined) changes.subject = input.subject;
    if (input.grade !== undefined) changes.grade = input.grade;
    if (input.supported_languages !== undefined)
      changes.supported_languages = JSON.stringify(input.supported_languages);
    if (input.is_active !== undefined) changes.is_active = input.is_active ? 1 : 0;
    if (input.daily_message_quota !== undefined)
      changes.daily_message_quota = input.daily_message_quota;
    if (input.instructions !== undefined)
      changes.instructions = JSON.stringify({ ...botInstructions(row), ...input.instructions });
    if (!(await this.bots.updateOwned(botId, teacherId, changes))) throw notFound(BOT_NOT_FOUND);
    return toBotDto((await this.bots.findOwned(botId, teacherId))!);
  }

  async delete(teacherId: string, botId: string): Promise<void> {
    await this.access.requireOwned(teacherId, botId);
    for (const hook of this.hooks.beforeDelete) await hook(botId);
    if (!(await this.bots.deleteOwned(botId, teacherId))) throw notFound(BOT_NOT_FOUND);
    for (const hook of this.hooks.afterDelete) {
      try {
        await hook(botId);
      } catch (err) {
        this.hooks.onHookError(botId, err);
      }
    }
  }
}
