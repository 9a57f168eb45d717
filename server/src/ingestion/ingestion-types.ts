import type { StudyFileKind } from '@edubot/common';
import type { LanguageCode } from '../search/language-codes.js';

/** One file as the pipeline sees it: bytes in memory, a display name used in citations. */
export interface SourceFile {
  /** Display name, e.g. "notes.pdf" or "pack.zip/figures/fig-1.png" (never a disk path). */
  name: string;
  bytes: Uint8Array;
}

/** Text of one page (PDF) or of the whole item (image, SVG: page 1). */
export interface PageText {
  page: number | null;
  text: string;
}

export interface IngestContext {
  /** OCR and analyzer languages of the bot (LANGUAGE_CODES of its supported_languages). */
  languages: readonly LanguageCode[];
  /** Aborted when the file's time budget runs out or the job is cancelled (file deleted). */
  signal: AbortSignal;
  /** Display name of the document being extracted (a diagram's text names it). */
  fileName?: string;
  /** When the file's time budget started and its length (ms): optional work stops early (scan-reading.ts). */
  budget?: { startedAt: number; ms: number };
}

export type DetectedKind = StudyFileKind | 'unsupported';
