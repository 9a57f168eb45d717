// The replies to several requests of one message, one after the other as one reply: each
// keeps its own citations, renumbered so that [n] is still the n-th source of the whole reply.
import type { SourceDto } from '@edubot/common';

export interface PartReply {
  text: string;
  sources: SourceDto[];
}

const MARKER = /\[(\d{1,3})\]/gu;

export function joinReplies(replies: readonly PartReply[]): PartReply {
  const texts: string[] = [];
  const sources: SourceDto[] = [];
  for (const reply of replies) {
    const offset = sources.length;
    const own = reply.sources.length;
    texts.push(
      offset === 0
        ? reply.text
        : reply.text.replace(MARKER, (marker, n: string) => {
            const k = Number(n);
            return k >= 1 && k <= own ? `[${k + offset}]` : marker;
          }),
    );
    sources.push(...reply.sources);
  }
  return { text: texts.join('\n\n---\n\n'), sources };
}
