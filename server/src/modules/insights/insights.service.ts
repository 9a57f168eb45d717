// What the class asks (issue 10), for the bot's owner only: students' chats, the gaps in the
// materials and a class summary. The owner's preview chats are never part of it.
import type {
  GapDto,
  InsightChatDetailDto,
  InsightChatDto,
  InsightsSummaryDto,
  ReplyOutcome,
} from '@edubot/common';
import { notFound } from '../../http/errors.js';
import type { BotAccess } from '../bots/bot-access.js';
import { botLanguages } from '../bots/bot-languages.js';
import type { BotRow } from '../bots/bots.repository.js';
import type { AlertsService } from '../alerts/alerts.service.js';
import type { ChatsRepository } from '../chats/chats.repository.js';
import { CHAT_NOT_FOUND, type ChatsService } from '../chats/chats.service.js';
import type { InsightsRepository } from './insights.repository.js';
import { groupByKeyTerms } from './key-terms.js';
import type { UptimeRecorder } from './uptime.js';

const DAY_MS = 86_400_000;
/** How far back the gaps report looks. */
const GAPS_WINDOW_DAYS = 90;
const TOP_TOPICS = 5;

export interface InsightsDeps {
  insights: InsightsRepository;
  access: Pick<BotAccess, 'requireOwned'>;
  chats: ChatsRepository;
  chatsService: Pick<ChatsService, 'toMessageDto'>;
  alerts: Pick<AlertsService, 'unresolvedCount'>;
  uptime: Pick<UptimeRecorder, 'lastDay'>;
  now?: () => number;
}

/** UTC midnight `days - 1` days before today: a window of `days` whole days. */
function windowStart(now: number, days: number): Date {
  const today = new Date(now);
  return new Date(
    Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate()) - (days - 1) * DAY_MS,
  );
}

export class InsightsService {
  constructor(private readonly deps: InsightsDeps) {}

  private now(): number {
    return this.deps.now?.() ?? Date.now();
  }

  private ownBot(teacherId: string, botId: string): Promise<BotRow> {
    return this.deps.access.requireOwned(teacherId, botId);
  }

  async chats(teacherId: string, botId: string): Promise<InsightChatDto[]> {
    await this.ownBot(teacherId, botId);
    return this.deps.insights.listStudentChats(botId);
  }

  async chat(teacherId: string, botId: string, chatId: string): Promise<InsightChatDetailDto> {
    await this.ownBot(teacherId, botId);
    const chat = await this.deps.insights.findStudentChat(botId, chatId);
    if (!chat) throw notFound(CHAT_NOT_FOUND);
    const rows = await this.deps.chats.listMessages(chat.chat_id);
    return {
      ...chat,
      messages: rows.map((row) => ({
        ...this.deps.chatsService.toMessageDto(row),
        outcome: row.outcome as ReplyOutcome | null,
      })),
    };
  }

  /** Questions the bot declined or students marked unhelpful, grouped by shared key terms. */
  async gaps(teacherId: string, botId: string): Promise<GapDto[]> {
    const bot = await this.ownBot(teacherId, botId);
    const since = new Date(this.now() - GAPS_WINDOW_DAYS * DAY_MS).toISOString();
    const missed = (await this.deps.insights.studentExchanges(botId, since)).filter(
      (e) => e.outcome === 'declined' || e.helpful === 0,
    );
    return groupByKeyTerms(
      missed.map((e) => ({ text: e.question, askedAt: e.askedAt })),
      botLanguages(bot.supported_languages),
    );
  }

  async summary(teacherId: string, botId: string, days: number): Promise<InsightsSummaryDto> {
    const bot = await this.ownBot(teacherId, botId);
    const start = windowStart(this.now(), days);
    const exchanges = await this.deps.insights.studentExchanges(botId, start.toISOString());
    const perDay = new Map<string, number>();
    for (let i = 0; i < days; i++) {
      perDay.set(new Date(start.getTime() + i * DAY_MS).toISOString().slice(0, 10), 0);
    }
    const hours = Array.from({ length: 24 }, (_, hour) => ({ hour, count: 0 }));
    const students = new Set<string>();
    let answered = 0;
    let declined = 0;
    for (const e of exchanges) {
      const day = e.askedAt.slice(0, 10);
      perDay.set(day, (perDay.get(day) ?? 0) + 1);
      hours[Number(e.askedAt.slice(11, 13))]!.count += 1;
      students.add(e.studentId);
      if (e.outcome === 'answered') answered += 1;
      else if (e.outcome === 'declined') declined += 1;
    }
    const topics = groupByKeyTerms(
      exchanges
        .filter((e) => e.outcome !== 'flagged')
        .map((e) => ({ text: e.question, askedAt: e.askedAt })),
      botLanguages(bot.supported_languages),
    )
      .slice(0, TOP_TOPICS)
      .map(({ topic, count }) => ({ topic, count }));
    const [unresolved, uptime] = await Promise.all([
      this.deps.alerts.unresolvedCount(botId),
      this.deps.uptime.lastDay(),
    ]);
    return {
      days,
      questions_per_day: [...perDay.entries()].map(([date, count]) => ({ date, count })),
      questions: exchanges.length,
      active_students: students.size,
      answered,
      declined,
      answered_rate: answered + declined > 0 ? answered / (answered + declined) : null,
      top_topics: topics,
      busiest_hours: hours,
      unresolved_alerts: unresolved,
      uptime,
    };
  }
}
