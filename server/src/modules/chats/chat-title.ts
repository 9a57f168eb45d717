// A new chat is named after its first question: whitespace collapsed, cut near 60 characters
// at a word boundary (never inside a word unless a single word is longer than that).
const MAX = 60;

export function chatTitle(question: string, fallback: string): string {
  const text = question.replace(/\s+/gu, ' ').trim() || fallback.replace(/\s+/gu, ' ').trim();
  if (text.length <= MAX) return text;
  const cut = text.lastIndexOf(' ', MAX);
  return `${text.slice(0, cut >= MAX / 2 ? cut : MAX).trimEnd()}…`;
}
