import type { FileDto, FileStatusDto } from '@edubot/common';
import type { FileRow } from './files.repository.js';

export function toFileStatusDto(row: FileRow): FileStatusDto {
  return {
    file_id: row.id,
    filename: row.filename,
    status: row.status,
    ...(row.status === 'FAILED' && row.error ? { error: row.error } : {}),
  };
}

export function toFileDto(row: FileRow): FileDto {
  return {
    file_id: row.id,
    filename: row.filename,
    status: row.status,
    kind: row.kind,
    size: row.size,
    created_at: row.created_at,
    ...(row.status === 'FAILED' && row.error ? { error: row.error } : {}),
  };
}

/** The name shown in lists and citations: the last path part, no control characters, bounded. */
export function displayFilename(raw: string | undefined): string {
  const base = (raw ?? '').replace(/\\/g, '/').split('/').pop() ?? '';
  const clean = base
    .replace(/[\u0000-\u001f\u007f]/g, '')
    .trim()
    .slice(0, 255);
  return clean || 'file';
}
