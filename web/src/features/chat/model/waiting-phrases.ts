// docs/product.md: while waiting for a reply the typing indicator shows one of four Arabic phrases.
export const WAITING_PHRASES = [
  'لحظة من فضلك، أفكر في إجابتك...',
  'أبحث في المواد الدراسية...',
  'جاري تحضير الإجابة...',
  'انتظر قليلاً، الإجابة في الطريق...',
] as const;

export function randomWaitingPhrase(random: () => number = Math.random): string {
  const i = Math.min(WAITING_PHRASES.length - 1, Math.floor(random() * WAITING_PHRASES.length));
  return WAITING_PHRASES[i]!;
}
