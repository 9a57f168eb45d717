// Parent-side faces of the job children: study-file ingestion and chat-image reading, each on
// its own pool so a long file never delays a student's photo. Errors come back as the server
// knows them: a teacher-readable IngestionError stays one; kills are ChildJobKilledError.
import { IngestionError } from '../ingestion/ingestion-error.js';
import type { IngestionLimits } from '../ingestion/ingestion-limits.js';
import type { RenderedPage } from '../ingestion/render-source-page.js';
import type { LanguageCode } from '../search/language-codes.js';
import type { ChunkInput } from '../search/search-index.js';
import { mergeReadings, wantsArabicReading } from '../ingestion/stages/arabic-reading.js';
import { ChildJobError, ChildJobKilledError, ChildJobPool } from './child-job-pool.js';
import {
  HEAVY_JOB,
  type ImageReading,
  type ImageTextPayload,
  type IngestPayload,
  type RenderPagePayload,
  type WarmReaderPayload,
} from './heavy-jobs.js';

/**
 * Where the child entry is: next to this file when running the TypeScript sources (tsx, vitest),
 * next to the bundle (server/dist/heavy-job-child.js, scripts/build-server.mjs) otherwise.
 */
export function heavyJobChildEntry(): URL {
  const file = import.meta.url.endsWith('.ts')
    ? './heavy-job-child.dev.mjs'
    : './heavy-job-child.js';
  return new URL(file, import.meta.url);
}

export interface IsolatedWorkOptions {
  /** Folder for the OCR language links (under the data dir). */
  langDir: string;
  /** Study files processed at once (one child each). */
  fileWorkers: number;
  /** Resident memory allowed per child. */
  memoryLimitBytes: number;
}

/** The second reading starts only with this many times the first one's duration left. */
const SECOND_READING_MARGIN = 1.5;

function rethrow(error: unknown): never {
  if (error instanceof ChildJobError && error.errorName === 'IngestionError')
    throw new IngestionError(error.message);
  throw error;
}

export class IsolatedWork {
  private readonly files: ChildJobPool;
  private readonly images: ChildJobPool;

  constructor(options: IsolatedWorkOptions) {
    const common = {
      entry: heavyJobChildEntry(),
      args: [options.langDir],
      memoryLimitBytes: options.memoryLimitBytes,
    };
    this.files = new ChildJobPool({ ...common, size: options.fileWorkers });
    // One photo at a time: a burst of photos queues instead of multiplying memory.
    this.images = new ChildJobPool({ ...common, size: 1, idleMs: 120_000 });
  }

  /** Process ids of the running children. */
  get pids(): number[] {
    return [...this.files.pids, ...this.images.pids];
  }

  /** The whole pipeline (ingestion/pipeline.ts) in a child, killed at the file's time budget. */
  async ingest(
    file: { name: string; bytes: Uint8Array },
    languages: LanguageCode[],
    limits: IngestionLimits,
    signal: AbortSignal,
  ): Promise<ChunkInput[]> {
    const payload: IngestPayload = { ...file, languages, limits };
    return this.files
      .run<ChunkInput[]>(HEAVY_JOB.ingest, payload, { timeoutMs: limits.fileTimeBudgetMs, signal })
      .catch(rethrow);
  }

  /**
   * OCR text of a chat photo. The reading is killed at `limits.readMs`; the reader's start-up
   * (a fresh child, a model to load or switch) runs before it, killed at `limits.startupMs`, so
   * a loaded machine's slow start-up never eats the photo's own time; a reading killed at its
   * limit is followed by a new reader started at once, for the next photo. A photo a bilingual bot reads as Arabic is read
   * again in Arabic alone within what is left of the limit (ingestion/stages/arabic-reading.ts); when that second
   * reading cannot finish, the first stands. Aborting the signal kills either.
   */
  async recognizeImage(
    bytes: Uint8Array,
    languages: readonly LanguageCode[],
    signal: AbortSignal | undefined,
    limits: { readMs: number; startupMs: number },
  ): Promise<string> {
    const read = (langs: LanguageCode[], timeoutMs: number) => {
      const payload: ImageTextPayload = { bytes, languages: langs };
      const warm: WarmReaderPayload = { languages: langs };
      return this.images.run<ImageReading>(HEAVY_JOB.imageText, payload, {
        timeoutMs,
        signal,
        prepare: { kind: HEAVY_JOB.warmReader, payload: warm, timeoutMs: limits.startupMs },
      });
    };
    const first = await read([...languages], limits.readMs).catch((error: unknown) => {
      // A reading killed at its limit took its child and reader along: a new one is started
      // now, so the next photo finds it warm (it exits when idle, as any child).
      if (error instanceof ChildJobKilledError && error.reason === 'time')
        this.warmReader([...languages], limits.startupMs);
      throw error;
    });
    if (!wantsArabicReading(languages, first.text)) return first.text;
    const left = limits.readMs - first.ms;
    // A second reading takes about as long as the first: not started when it cannot end in time.
    if (left < first.ms * SECOND_READING_MARGIN) return first.text;
    try {
      const arabic = await read(['ara'], left);
      return mergeReadings(first.lines ?? [], arabic.lines ?? []);
    } catch {
      return first.text;
    }
  }

  /** Starts a photo reader for these languages in the background; a failure only loses the head start. */
  private warmReader(languages: LanguageCode[], timeoutMs: number): void {
    const payload: WarmReaderPayload = { languages };
    this.images.run(HEAVY_JOB.warmReader, payload, { timeoutMs }).catch(() => undefined);
  }

  /**
   * A PDF page as PNG for a citation's page view, on the photo pool (one at a time, killed at
   * timeoutMs or past the memory limit). Null when the PDF has no such page.
   */
  async renderPage(
    bytes: Uint8Array,
    page: number,
    maxImagePixels: number,
    timeoutMs: number,
    excerpt?: string,
  ): Promise<RenderedPage | null> {
    const payload: RenderPagePayload = { bytes, page, maxImagePixels, excerpt };
    try {
      const done = await this.images.run<RenderedPage>(HEAVY_JOB.renderPage, payload, {
        timeoutMs,
      });
      return { png: new Uint8Array(done.png), boxes: done.boxes };
    } catch (error) {
      if (error instanceof ChildJobError && error.errorName === 'PageOutOfRange') return null;
      throw error;
    }
  }

  async close(): Promise<void> {
    await Promise.all([this.files.close(), this.images.close()]);
  }
}
