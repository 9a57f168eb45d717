// The ingestion pipeline (docs/architecture.md `ingestion/`): bytes in, cited chunks out.
// Stages, in order: detect -> unpack (zip) -> extract (pdf text layer / OCR, image OCR, svg labels)
// -> clean (clean/: characters, page furniture, Arabic marks, hyphenated breaks) -> chunk.
// Indexing the chunks is the caller's job (the job worker), so running a file twice simply
// replaces its chunks.
import type { StudyFileKind } from '@edubot/common';
import type { ChunkInput } from '../search/search-index.js';
import { IngestionError, INGESTION_MESSAGES } from './ingestion-error.js';
import { resolveLimits, type IngestionLimits } from './ingestion-limits.js';
import type { IngestContext, PageText, SourceFile } from './ingestion-types.js';
import { cleanPages } from './clean/clean-pages.js';
import { chunkPages, DEFAULT_CHUNK_OPTIONS, type ChunkOptions } from './stages/chunk.js';
import { detectKind } from './stages/detect.js';
import { extractImage } from './stages/extract-image.js';
import { extractPdf } from './stages/extract-pdf.js';
import { extractSvg } from './stages/extract-svg.js';
import type { OcrEngine } from './stages/ocr.js';
import { unpackZip } from './stages/unpack-zip.js';

export interface IngestionDeps {
  ocr: OcrEngine;
  limits?: Partial<IngestionLimits>;
  chunking?: ChunkOptions;
}

interface StageDeps {
  ocr: OcrEngine;
  limits: IngestionLimits;
}

type Extractor = (bytes: Uint8Array, ctx: IngestContext, deps: StageDeps) => Promise<PageText[]>;

/** The extract stage for each single-document type (zip is unpacked into these). */
export const EXTRACTORS: Record<Exclude<StudyFileKind, 'zip'>, Extractor> = {
  pdf: extractPdf,
  png: (bytes, ctx, deps) => extractImage('png', bytes, ctx, deps),
  jpeg: (bytes, ctx, deps) => extractImage('jpeg', bytes, ctx, deps),
  svg: extractSvg,
};

async function ingestDocument(
  file: SourceFile,
  kind: Exclude<StudyFileKind, 'zip'>,
  ctx: IngestContext,
  deps: StageDeps,
  chunking: ChunkOptions,
): Promise<ChunkInput[]> {
  const pages = await EXTRACTORS[kind](file.bytes, { ...ctx, fileName: file.name }, deps);
  return chunkPages(file.name, cleanPages(pages), chunking);
}

async function ingestZip(
  file: SourceFile,
  ctx: IngestContext,
  deps: StageDeps,
  chunking: ChunkOptions,
): Promise<ChunkInput[]> {
  const chunks: ChunkInput[] = [];
  let firstEntryError: string | null = null;
  for await (const entry of unpackZip(file, deps.limits, ctx.signal)) {
    try {
      chunks.push(...(await ingestDocument(entry, entry.kind, ctx, deps, chunking)));
    } catch (error) {
      // One unreadable entry does not sink the archive; limits of the archive itself do (thrown by unpackZip).
      if (!(error instanceof IngestionError)) throw error;
      firstEntryError ??= `${entry.name}: ${error.message}`;
    }
  }
  if (chunks.length === 0 && firstEntryError) throw new IngestionError(firstEntryError);
  return chunks;
}

/**
 * Runs every stage on one uploaded file. Throws IngestionError with a teacher-readable reason,
 * including "No readable text was found in this file" when nothing came out.
 */
export async function ingestFile(
  input: SourceFile,
  ctx: IngestContext,
  deps: IngestionDeps,
): Promise<ChunkInput[]> {
  const limits = resolveLimits(deps.limits);
  const stageDeps: StageDeps = { ocr: deps.ocr, limits };
  const chunking = deps.chunking ?? DEFAULT_CHUNK_OPTIONS;
  const budget = AbortSignal.timeout(limits.fileTimeBudgetMs);
  const signal = AbortSignal.any([ctx.signal, budget]);
  const stageCtx: IngestContext = {
    ...ctx,
    signal,
    budget: { startedAt: Date.now(), ms: limits.fileTimeBudgetMs },
  };
  try {
    if (input.bytes.byteLength === 0) throw new IngestionError(INGESTION_MESSAGES.noText);
    const kind = detectKind(input.bytes);
    if (kind === 'unsupported') throw new IngestionError(INGESTION_MESSAGES.unsupported);
    const chunks =
      kind === 'zip'
        ? await ingestZip(input, stageCtx, stageDeps, chunking)
        : await ingestDocument(input, kind, stageCtx, stageDeps, chunking);
    if (chunks.length === 0) throw new IngestionError(INGESTION_MESSAGES.noText);
    return chunks;
  } catch (error) {
    if (budget.aborted && !ctx.signal.aborted)
      throw new IngestionError(INGESTION_MESSAGES.timeBudget);
    throw error;
  }
}
