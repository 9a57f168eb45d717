// Safety alerts (issue 10): a flagged student message becomes an alert for the bot's owner,
// who reads it on the dashboard (unresolved first) and marks it resolved.
import type { SafetyAlertDto, SafetyCategory } from '@edubot/common';
import { notFound } from '../../http/errors.js';
import { nowIso } from '../../lib/clock.js';
import { newId } from '../../lib/ids.js';
import type { BotAccess } from '../bots/bot-access.js';
import type { FlaggedMessage } from '../chats/chats.service.js';
import type { AlertRow, AlertsRepository } from './alerts.repository.js';

export const ALERT_NOT_FOUND = 'Alert not found';

function toDto(row: AlertRow): SafetyAlertDto {
  return { ...row, categories: JSON.parse(row.categories) as SafetyCategory[] };
}

export class AlertsService {
  constructor(
    private readonly alerts: AlertsRepository,
    private readonly access: Pick<BotAccess, 'requireOwned'>,
  ) {}

  async raise(message: FlaggedMessage): Promise<void> {
    await this.alerts.insert({
      id: newId(),
      bot_id: message.botId,
      chat_id: message.chatId,
      message_id: message.messageId,
      student_id: message.studentId,
      categories: JSON.stringify(message.categories),
      created_at: nowIso(),
      resolved_at: null,
    });
  }

  async listForBot(teacherId: string, botId: string): Promise<SafetyAlertDto[]> {
    await this.access.requireOwned(teacherId, botId);
    return (await this.alerts.listForBot(botId)).map(toDto);
  }

  unresolvedCount(botId: string): Promise<number> {
    return this.alerts.countUnresolved(botId);
  }

  /** Resolving twice keeps the first time. */
  async resolve(teacherId: string, alertId: string): Promise<SafetyAlertDto> {
    if (!(await this.alerts.findOwned(alertId, teacherId))) throw notFound(ALERT_NOT_FOUND);
    await this.alerts.resolve(alertId, nowIso());
    return toDto((await this.alerts.findOwned(alertId, teacherId))!);
  }
}
