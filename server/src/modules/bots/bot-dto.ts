import type { BotDto, SupportedLanguage } from '@edubot/common';
import type { BotRow } from './bots.repository.js';

export function toBotDto(row: BotRow): BotDto {
  return {
    _id: row.id,
    name: row.name,
    grade: row.grade,
    subject: row.subject,
    supported_languages: JSON.parse(row.supported_languages) as SupportedLanguage[],
    created_at: row.created_at,
    join_code: row.join_code,
  };
}
