// Messages as the chat screen holds them (docs/product.md local message form), built from history DTOs.
import type { ChatMessageDto, SourceDto } from '@edubot/common';
import { readSources } from './reply';

export interface ChatMessage {
  id: string;
  content: string;
  sender: 'user' | 'bot';
  /** Displayable URL: an object URL for a just-sent image, or the resolved history URL. */
  image?: string;
  image_description?: string;
  timestamp: string;
  sources?: SourceDto[];
  /** The answer is still arriving (streamed reply, issue 11). */
  streaming?: boolean;
  /** The student stopped the answer: what arrived is all there is. */
  stopped?: boolean;
  /** The server's id of a saved message (feedback is sent by it, issue 10). */
  serverId?: string;
  /** Bot messages: the student's thumbs, null when not rated. */
  helpful?: boolean | null;
}

let counter = 0;
export function messageId(): string {
  counter += 1;
  return `m${Date.now().toString(36)}${counter}`;
}

/** docs/product.md: relative image_url values are prefixed with /api/; absolute http(s) URLs are kept. */
export function resolveImageUrl(url: string | null | undefined): string | undefined {
  if (!url) return undefined;
  const trimmed = url.trim();
  if (/^https?:\/\//i.test(trimmed)) return trimmed;
  // Anything else with a scheme (javascript:, data:, ...) is not shown.
  if (/^[a-z][a-z0-9+.-]*:/i.test(trimmed) || trimmed.startsWith('//')) return undefined;
  const path = trimmed.replace(/^\/+/, '');
  return path.startsWith('api/') ? `/${path}` : `/api/${path}`;
}

export function fromHistory(dtos: readonly Partial<ChatMessageDto>[]): ChatMessage[] {
  return dtos
    .map((m, i) => ({ m, i }))
    .sort((a, b) => {
      const ta = Date.parse(a.m.timestamp ?? '') || 0;
      const tb = Date.parse(b.m.timestamp ?? '') || 0;
      return ta - tb || a.i - b.i;
    })
    .map(({ m }) => {
      const who = (m.sender ?? m.role ?? '').toString().toLowerCase();
      const sender: ChatMessage['sender'] = who === 'user' || who === 'student' ? 'user' : 'bot';
      const sources = readSources(m.sources);
      return {
        id: messageId(),
        content: typeof m.content === 'string' ? m.content : '',
        sender,
        image: resolveImageUrl(m.image_url),
        image_description: m.image_description ?? undefined,
        timestamp: m.timestamp ?? '',
        ...(sources.length ? { sources } : {}),
        ...(m.id ? { serverId: m.id, helpful: m.helpful ?? null } : {}),
      };
    });
}
