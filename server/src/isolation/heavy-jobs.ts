// The heavy jobs a child process runs (heavy-job-child.ts), and their payloads. Each handler
// is the same code that would otherwise run in the server; here it runs where limits can kill it.
import type { IngestionLimits } from '../ingestion/ingestion-limits.js';
import { ingestFile } from '../ingestion/pipeline.js';
import { renderSourcePage, type RenderedPage } from '../ingestion/render-source-page.js';
import type { OcrEngine, OcrResult } from '../ingestion/stages/ocr.js';
import { readingWithNumbers } from '../ingestion/stages/scan-reading.js';
import { toOcrPng } from '../modules/chats/image-transcode.js';
import type { LanguageCode } from '../search/language-codes.js';
import type { ChunkInput } from '../search/search-index.js';

export interface IngestPayload {
  name: string;
  bytes: Uint8Array;
  languages: LanguageCode[];
  limits: IngestionLimits;
}

export interface ImageTextPayload {
  /** PNG, JPEG or WebP bytes, already checked from the header (size within limits). */
  bytes: Uint8Array;
  languages: LanguageCode[];
}

/** A photo's reading with its lines, and how long the reading itself took (decode included). */
export interface ImageReading extends OcrResult {
  ms: number;
}

/** The reader a photo will be read with, started before its reading's time limit begins. */
export interface WarmReaderPayload {
  languages: LanguageCode[];
}

/** One page of a study PDF to show a student (a citation's page view). */
export interface RenderPagePayload {
  bytes: Uint8Array;
  page: number;
  maxImagePixels: number;
  /** The citation's excerpt, to find on the page (highlight boxes). */
  excerpt?: string;
}

export const HEAVY_JOB = {
  ingest: 'ingest',
  imageText: 'image-text',
  warmReader: 'warm-reader',
  renderPage: 'render-page',
} as const;

export function heavyJobHandlers(ocr: () => OcrEngine) {
  return {
    [HEAVY_JOB.ingest]: async (payload: IngestPayload): Promise<ChunkInput[]> =>
      ingestFile(
        { name: payload.name, bytes: payload.bytes },
        { languages: payload.languages, signal: new AbortController().signal },
        { ocr: ocr(), limits: payload.limits },
      ),
    [HEAVY_JOB.imageText]: async (payload: ImageTextPayload): Promise<ImageReading> => {
      const started = performance.now();
      const png = await toOcrPng(payload.bytes);
      const reading = await ocr().recognizeDetailed(png, payload.languages, undefined, {
        lines: true,
      });
      // Arabic-Indic numbers read again from the photo's pixels (decision 095).
      return { ...(await readingWithNumbers(reading, png)), ms: performance.now() - started };
    },
    [HEAVY_JOB.warmReader]: async (payload: WarmReaderPayload): Promise<void> =>
      ocr().warmUp?.(payload.languages),
    [HEAVY_JOB.renderPage]: async (payload: RenderPagePayload): Promise<RenderedPage> =>
      renderSourcePage(payload.bytes, payload.page, payload.maxImagePixels, payload.excerpt),
  } as Record<string, (payload: never) => Promise<unknown>>;
}
