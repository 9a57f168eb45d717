// Study file selection rules (docs/product.md) and the stored map of uploaded file ids (docs/product.md).
import { STUDY_FILE_MIME_TYPES } from '@edubot/common';
import { getStored, removeStored, setStored } from './storage-keys';
import { currentLanguage, formatNumber, t } from './i18n';

export const REJECTED_FILES_MESSAGE = () => t('common:upload.rejected');
export const NO_FILES_MESSAGE = () => t('common:upload.noFiles');
export const MISSING_BOT_ID_MESSAGE = () => t('common:upload.missingBotId');

const ALLOWED: ReadonlySet<string> = new Set(STUDY_FILE_MIME_TYPES);

/** The `accept` attribute for file inputs. */
export const STUDY_FILE_ACCEPT = [
  ...STUDY_FILE_MIME_TYPES,
  '.pdf',
  '.png',
  '.jpg',
  '.jpeg',
  '.svg',
  '.zip',
].join(',');

/** Splits a selection by MIME type; accepted files are kept even when some are rejected. */
export function splitStudyFiles(files: readonly File[]): { accepted: File[]; rejected: File[] } {
  const accepted: File[] = [];
  const rejected: File[] = [];
  for (const f of files) (ALLOWED.has(f.type) ? accepted : rejected).push(f);
  return { accepted, rejected };
}

/** uploadedFileIds: bot id -> file ids uploaded from this browser. */
export function getUploadedFileIds(): Record<string, string[]> {
  return getStored('uploadedFileIds') ?? {};
}

export function addUploadedFileIds(botId: string, ids: readonly string[]): void {
  if (!botId || ids.length === 0) return;
  const map = getUploadedFileIds();
  map[botId] = [...new Set([...(map[botId] ?? []), ...ids])];
  setStored('uploadedFileIds', map);
}

/** Drops ids (e.g. answering 404); a bot whose list becomes empty leaves the map. */
export function removeUploadedFileIds(botId: string, ids: readonly string[]): void {
  const map = getUploadedFileIds();
  const left = (map[botId] ?? []).filter((id) => !ids.includes(id));
  if (left.length) map[botId] = left;
  else delete map[botId];
  if (Object.keys(map).length) setStored('uploadedFileIds', map);
  else removeStored('uploadedFileIds');
}

export function forgetBotFiles(botId: string): void {
  const map = getUploadedFileIds();
  if (!(botId in map)) return;
  removeUploadedFileIds(botId, map[botId] ?? []);
}

export function formatBytes(bytes: number): string {
  const n = Math.max(0, bytes || 0);
  const [value, unit] =
    !Number.isFinite(n) || n < 1024
      ? [Math.round(Number.isFinite(n) ? n : 0), 'byte']
      : n < 1024 * 1024
        ? [n / 1024, 'kilobyte']
        : [n / (1024 * 1024), 'megabyte'];
  // Arabic: the language's unit names and digits; English keeps the spec's "B / KB / MB".
  if (currentLanguage() === 'ar')
    return formatNumber(value, { style: 'unit', unit, maximumFractionDigits: 1 });
  if (unit === 'byte') return `${value} B`;
  return `${value.toFixed(1)} ${unit === 'kilobyte' ? 'KB' : 'MB'}`;
}
