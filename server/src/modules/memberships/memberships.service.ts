// Access requests (docs/product.md, docs/architecture.md): one request per student and bot, the bot's owner
// decides, acceptance lasts a configurable number of days.
import type {
  BotMembershipsResponse,
  MyMembershipsResponse,
  StudentMembershipDto,
  TeacherMembershipDto,
} from '@edubot/common';
import { conflict, notFound } from '../../http/errors.js';
import { addDays, nowIso } from '../../lib/clock.js';
import { newId } from '../../lib/ids.js';
import { BOT_NOT_FOUND } from '../bots/bot-access.js';
import type { BotsRepository } from '../bots/bots.repository.js';
import { asJoinCode } from '../bots/join-code.js';
import {
  groupForStudent,
  isActive,
  toStudentMembershipDto,
  toTeacherMembershipDto,
} from './membership-dto.js';
import type { MembershipsRepository, MembershipRow } from './memberships.repository.js';

export const REQUEST_NOT_FOUND = 'Request not found';
export const ALREADY_PENDING = 'You have already requested access to this bot';
export const ALREADY_MEMBER = 'You already have access to this bot';

export class MembershipsService {
  constructor(
    private readonly memberships: MembershipsRepository,
    private readonly bots: BotsRepository,
    private readonly membershipDays: number,
  ) {}

  /** A new request (the bot named by join code or id), or a renewed one after a rejection or an expiry. */
  async request(studentId: string, codeOrId: string): Promise<StudentMembershipDto> {
    const bot = await this.findBot(codeOrId);
    const botId = bot.id;
    const now = nowIso();
    const existing = await this.memberships.findByStudentAndBot(studentId, botId);
    const fresh = {
      status: 'pending',
      created_at: now,
      decided_at: null,
      expires_at: null,
    } as const;
    if (!existing) {
      const id = newId();
      if (
        !(await this.memberships.insert({ id, student_id: studentId, bot_id: botId, ...fresh }))
      ) {
        throw conflict(ALREADY_PENDING);
      }
      return toStudentMembershipDto({
        id,
        student_id: studentId,
        bot_id: botId,
        ...fresh,
        ...botInfo(bot),
      });
    }
    this.assertMayRequestAgain(existing, now);
    if (!(await this.memberships.updateIf(existing.id, existing.status, fresh))) {
      throw conflict(ALREADY_PENDING);
    }
    return toStudentMembershipDto({ ...existing, ...fresh, ...botInfo(bot) });
  }

  private async findBot(codeOrId: string) {
    const code = asJoinCode(codeOrId);
    const bot =
      (code ? await this.bots.findByJoinCode(code) : undefined) ??
      (await this.bots.findById(codeOrId.trim()));
    // A bot its teacher turned off takes no new requests: it looks like no bot at all.
    if (!bot || !bot.is_active) throw notFound(BOT_NOT_FOUND);
    return bot;
  }

  async listForBot(teacherId: string, botId: string): Promise<BotMembershipsResponse> {
    if (!(await this.bots.findOwned(botId, teacherId))) throw notFound(BOT_NOT_FOUND);
    const now = nowIso();
    const rows = await this.memberships.listForBot(botId);
    return {
      pending: rows.filter((r) => r.status === 'pending').map(toTeacherMembershipDto),
      accepted: rows.filter((r) => isActive(r, now)).map(toTeacherMembershipDto),
      // The teacher's view shows this group as "rejected": refused or no longer valid.
      expired: rows
        .filter((r) => r.status === 'rejected' || (r.status === 'accepted' && !isActive(r, now)))
        .map(toTeacherMembershipDto),
    };
  }

  accept(teacherId: string, id: string): Promise<TeacherMembershipDto> {
    const now = nowIso();
    return this.decide(teacherId, id, {
      status: 'accepted',
      decided_at: now,
      expires_at: addDays(now, this.membershipDays),
    });
  }

  reject(teacherId: string, id: string): Promise<TeacherMembershipDto> {
    return this.decide(teacherId, id, {
      status: 'rejected',
      decided_at: nowIso(),
      expires_at: null,
    });
  }

  /** Removes a student from one of this teacher's bots (any status); they may ask again later. */
  async remove(teacherId: string, id: string): Promise<void> {
    const row = await this.memberships.findForOwner(id, teacherId);
    if (!row || !(await this.memberships.delete(id))) throw notFound(REQUEST_NOT_FOUND);
  }

  /** Accepts every pending request of one of this teacher's bots at once. */
  async acceptAll(teacherId: string, botId: string): Promise<{ accepted: number }> {
    if (!(await this.bots.findOwned(botId, teacherId))) throw notFound(BOT_NOT_FOUND);
    const now = nowIso();
    const accepted = await this.memberships.acceptPending(botId, {
      status: 'accepted',
      decided_at: now,
      expires_at: addDays(now, this.membershipDays),
    });
    return { accepted };
  }

  async mine(studentId: string): Promise<MyMembershipsResponse> {
    return groupForStudent(await this.memberships.listForStudent(studentId), nowIso());
  }

  private async decide(
    teacherId: string,
    id: string,
    change: Pick<MembershipRow, 'status' | 'decided_at' | 'expires_at'>,
  ): Promise<TeacherMembershipDto> {
    const row = await this.memberships.findForOwner(id, teacherId);
    if (!row) throw notFound(REQUEST_NOT_FOUND);
    if (!(await this.memberships.updateIf(id, row.status, change))) {
      throw conflict('This request was changed meanwhile. Please reload.');
    }
    return toTeacherMembershipDto({ ...row, ...change });
  }

  private assertMayRequestAgain(existing: MembershipRow, now: string): void {
    if (existing.status === 'pending') throw conflict(ALREADY_PENDING);
    if (isActive(existing, now)) throw conflict(ALREADY_MEMBER);
  }
}

const botInfo = (bot: { name: string; subject: string; grade: string; join_code: string }) => ({
  bot_name: bot.name,
  bot_join_code: bot.join_code,
  bot_subject: bot.subject,
  bot_grade: bot.grade,
});
