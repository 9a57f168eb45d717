// Reading the chat reply of docs/product.md: text from result/response/message/content, the string body
// or the serialized body; chat_id; and the sources this app adds under every answer.
import type { SourceDto } from '@edubot/common';

export const EMPTY_REPLY = "I received your message, but I don't have a response at the moment.";

const TEXT_FIELDS = ['result', 'response', 'message', 'content'] as const;

export function readReplyText(body: unknown): string {
  if (body == null) return EMPTY_REPLY;
  if (typeof body === 'string') return body.trim() ? body : EMPTY_REPLY;
  if (typeof body !== 'object') return String(body);
  const record = body as Record<string, unknown>;
  let sawTextField = false;
  for (const field of TEXT_FIELDS) {
    const value = record[field];
    if (typeof value === 'string') {
      if (value.trim()) return value;
      sawTextField = true;
    }
  }
  // A reply field that is present but empty is an empty reply, not something to dump as JSON.
  if (sawTextField) return EMPTY_REPLY;
  const serialized = JSON.stringify(body);
  return serialized && serialized !== '{}' ? serialized : EMPTY_REPLY;
}

export function readChatId(body: unknown): string | null {
  if (!body || typeof body !== 'object') return null;
  const id = (body as { chat_id?: unknown }).chat_id;
  return typeof id === 'string' && id ? id : typeof id === 'number' ? String(id) : null;
}

export function readSources(value: unknown): SourceDto[] {
  const list = value && typeof value === 'object' && !Array.isArray(value) ? (value as { sources?: unknown }).sources : value;
  if (!Array.isArray(list)) return [];
  const out: SourceDto[] = [];
  for (const raw of list) {
    if (!raw || typeof raw !== 'object') continue;
    const s = raw as Record<string, unknown>;
    const filename = typeof s.filename === 'string' ? s.filename : '';
    if (!filename) continue;
    const page = typeof s.page === 'number' && Number.isFinite(s.page) ? s.page : null;
    // No de-duplication: source n is the answer's [n] marker, even when two share a page.
    out.push({
      file_id: typeof s.file_id === 'string' ? s.file_id : '',
      filename,
      page,
      excerpt: typeof s.excerpt === 'string' ? s.excerpt : '',
      // The file was deleted since: the name stays, marked (issue 8).
      ...(s.deleted === true ? { deleted: true } : {}),
    });
  }
  return out;
}
