import type { FastifyInstance } from 'fastify';
import { arabicDetail } from './detail-ar.js';

/**
 * True when the caller's first language is Arabic ("ar", "ar-EG", or ranked first by q).
 * The web app sends its interface language on every call.
 */
export function prefersArabic(header: string | string[] | undefined): boolean {
  const value = Array.isArray(header) ? header.join(',') : (header ?? '');
  let best: { lang: string; q: number } | null = null;
  for (const part of value.split(',')) {
    const [tag, ...params] = part.trim().split(';');
    if (!tag) continue;
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const q = qParam ? Number(qParam.slice(2)) : 1;
    if (!Number.isFinite(q) || q <= 0) continue;
    if (!best || q > best.q) best = { lang: tag.toLowerCase(), q };
  }
  return best !== null && (best.lang === 'ar' || best.lang.startsWith('ar-'));
}

type Detail = string | { msg?: unknown }[];

function localized(detail: Detail): Detail {
  if (typeof detail === 'string') return arabicDetail(detail);
  return detail.map((issue) =>
    issue && typeof issue.msg === 'string' ? { ...issue, msg: arabicDetail(issue.msg) } : issue,
  );
}

/** Answers `{"detail": ...}` in Arabic for `Accept-Language: ar`; English stays as it is. */
export function registerDetailLocalization(app: FastifyInstance): void {
  app.addHook('preSerialization', async (request, _reply, payload: unknown) => {
    if (!payload || typeof payload !== 'object' || !('detail' in payload)) return payload;
    const detail = (payload as { detail: unknown }).detail;
    if (typeof detail !== 'string' && !Array.isArray(detail)) return payload;
    if (!prefersArabic(request.headers['accept-language'])) return payload;
    return { ...payload, detail: localized(detail as Detail) };
  });
}
