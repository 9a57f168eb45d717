import type { FileDto, FileStatusDto } from '@edubot/common';
import { takeGraphemes } from '../../lib/graphemes.js';
import type { FileRow } from './files.repository.js';

/**
 * Direction controls (embeddings, overrides, isolates, marks) let "exe.pdf" display as "fdp.exe"
 * (issue 8); a file name has no use for them, Arabic names included.
 */
const BIDI_CONTROLS = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

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

/**
 * The name shown in lists and citations: the last path part, no control or direction
 * characters, at most 255 characters (never cutting one in half).
 */
export function displayFilename(raw: string | undefined): string {
  const base = (raw ?? '').replace(/\\/g, '/').split('/').pop() ?? '';
  const clean = takeGraphemes(
    base.replace(/[\u0000-\u001f\u007f]/g, '').replace(BIDI_CONTROLS, '').trim(),
    255,
  );
  return clean || 'file';
}
