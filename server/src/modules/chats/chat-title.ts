// A new chat is named after its first question: whitespace collapsed, cut near 60 characters
// at a word boundary (never inside a word unless a single word is longer than that), counted
// and cut in graphemes so an emoji or an accented letter is never split (issue 8).
import { graphemes } from '../../lib/graphemes.js';

const MAX = 60;

export function chatTitle(question: string, fallback: string): string {
  const text = question.replace(/\s+/gu, ' ').trim() || fallback.replace(/\s+/gu, ' ').trim();
  // Every grapheme is at least one UTF-16 unit: a text this short needs no counting.
  if (text.length <= MAX) return text;
  const chars = graphemes(text);
  if (chars.length <= MAX) return text;
  const cut = chars.lastIndexOf(' ', MAX);
  return `${chars
    .slice(0, cut >= MAX / 2 ? cut : MAX)
    .join('')
    .trimEnd()}…`;
}
