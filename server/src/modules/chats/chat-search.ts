// Finding a student's chats by words (issue 11): every word of the query must appear in the chat
// (its title or any message), compared folded (case, Arabic alef/ya/ta marbuta forms, vowel
// marks), so "الصوديوم" finds "الصّوديوم" and "Photosynthesis" finds "photosynthesis".
import { foldText, type ChatSearchHitDto } from '@edubot/common';

export interface SearchableRow {
  id: string;
  title: string;
  updated_at: string;
  content: string | null;
}

const SNIPPET_AROUND = 40;
export const MAX_SEARCH_HITS = 50;

function snippet(content: string, word: string): string {
  const folded = foldText(content);
  const at = folded.indexOf(word);
  // Folding can shorten the text (marks removed): the position is close, not exact, so the
  // window is generous and cut at spaces.
  const start = Math.max(0, at - SNIPPET_AROUND);
  const end = Math.min(content.length, at + word.length + SNIPPET_AROUND);
  const piece = content.slice(start, end).replace(/\s+/gu, ' ').trim();
  return `${start > 0 ? '…' : ''}${piece}${end < content.length ? '…' : ''}`;
}

/** Chats in the rows' order (newest first) whose title and messages hold every query word. */
export function searchChats(rows: readonly SearchableRow[], query: string): ChatSearchHitDto[] {
  const words = foldText(query).split(/\s+/u).filter(Boolean);
  if (words.length === 0) return [];
  const chats = new Map<string, { row: SearchableRow; texts: string[] }>();
  for (const row of rows) {
    const chat = chats.get(row.id) ?? { row, texts: [] };
    if (row.content) chat.texts.push(row.content);
    chats.set(row.id, chat);
  }
  const hits: ChatSearchHitDto[] = [];
  for (const { row, texts } of chats.values()) {
    const title = foldText(row.title);
    const foldedTexts = texts.map(foldText);
    const all = [title, ...foldedTexts].join('\n');
    if (!words.every((w) => all.includes(w))) continue;
    const inMessage = foldedTexts.findIndex((t) => words.some((w) => t.includes(w)));
    const titleHasAll = words.every((w) => title.includes(w));
    hits.push({
      chat_id: row.id,
      title: row.title,
      updated_at: row.updated_at,
      snippet:
        titleHasAll || inMessage < 0
          ? null
          : snippet(
              texts[inMessage]!,
              words.find((w) => foldedTexts[inMessage]!.includes(w))!,
            ),
    });
    if (hits.length >= MAX_SEARCH_HITS) break;
  }
  return hits;
}
