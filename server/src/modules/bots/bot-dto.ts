import {
  DEFAULT_BOT_INSTRUCTIONS,
  botInstructionsSchema,
  type BotDto,
  type BotInstructions,
  type SupportedLanguage,
} from '@edubot/common';
import type { BotRow } from './bots.repository.js';

/** Stored instructions, each field falling back to its default when missing or unreadable. */
export function botInstructions(row: Pick<BotRow, 'instructions'>): BotInstructions {
  if (!row.instructions) return { ...DEFAULT_BOT_INSTRUCTIONS };
  let stored: unknown;
  try {
    stored = JSON.parse(row.instructions);
  } catch {
    return { ...DEFAULT_BOT_INSTRUCTIONS };
  }
  const parsed = botInstructionsSchema.partial().safeParse(stored);
  return { ...DEFAULT_BOT_INSTRUCTIONS, ...(parsed.success ? parsed.data : {}) };
}

export function toBotDto(row: BotRow): BotDto {
  return {
    _id: row.id,
    name: row.name,
    grade: row.grade,
    subject: row.subject,
    supported_languages: JSON.parse(row.supported_languages) as SupportedLanguage[],
    created_at: row.created_at,
    join_code: row.join_code,
    is_active: row.is_active !== 0,
    daily_message_quota: row.daily_message_quota,
    instructions: botInstructions(row),
  };
}
