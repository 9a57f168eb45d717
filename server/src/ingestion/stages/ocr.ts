// OCR through tesseract.js (WebAssembly in worker threads, so the event loop stays free).
// Language data comes from the @tesseract.js-data/* packages on disk: no network, ever.
// Workers are created lazily, reused across files (a small pool, one per core by default),
// re-initialized when a job needs other languages, and killed when a job overruns its budget.
import { randomUUID } from 'node:crypto';
import { copyFile, lstat, mkdir, readlink, rename, symlink } from 'node:fs/promises';
import { availableParallelism, tmpdir } from 'node:os';
import { createRequire } from 'node:module';
import path from 'node:path';
import { createWorker, OEM, type Worker } from 'tesseract.js';
import type { LanguageCode } from '../../search/language-codes.js';

export interface OcrEngine {
  /** Text of one image (PNG/JPEG bytes), lines separated by "\n". */
  recognize(
    image: Uint8Array,
    languages: readonly LanguageCode[],
    signal?: AbortSignal,
  ): Promise<string>;
  /** Same, with Tesseract's mean word confidence (0-100), to decide whether a retry at a higher resolution pays. */
  recognizeDetailed(
    image: Uint8Array,
    languages: readonly LanguageCode[],
    signal?: AbortSignal,
    options?: { lines?: boolean },
  ): Promise<OcrResult>;
  /**
   * Starts (or re-initializes) a reader for these languages without reading anything, so the
   * next recognition in them does not pay Tesseract's start-up (a chat photo's time limit).
   */
  warmUp?(languages: readonly LanguageCode[]): Promise<void>;
  /** How many recognitions can usefully run at once (callers pipeline pages up to this). */
  readonly parallelism: number;
  /**
   * Gives back the memory of engines not working now; the next recognition starts afresh.
   * A caller about to need much memory for something else (rendering a page) calls it first.
   */
  releaseIdle(): Promise<void>;
  close(): Promise<void>;
}

export interface OcrResult {
  text: string;
  confidence: number;
  /** The lines with their boxes and confidences, when asked for (`options.lines`). */
  lines?: OcrLine[];
}

/** One line of a reading: its text, Tesseract's confidence (0-100) and its box in pixels. */
export interface OcrLine {
  text: string;
  confidence: number;
  top: number;
  bottom: number;
  /** Its words with their boxes (in the line's reading order), for reading numbers again (scan-numbers.ts). */
  words?: OcrWord[];
}

export interface OcrWord {
  text: string;
  left: number;
  top: number;
  right: number;
  bottom: number;
}

export interface TesseractOcrOptions {
  /** Worker threads kept at most (each holds its language models: ~100-200 MB). */
  maxWorkers?: number;
  /** Idle workers are terminated after this long, to give their memory back. */
  idleMs?: number;
  /** Folder for the language-model links (the server passes one under its data dir). */
  langDir?: string;
}

const requireHere = createRequire(import.meta.url);
// The "best_int" models are the LSTM-only ones: smaller and what OEM.LSTM_ONLY expects.
const MODEL_FOLDER = '4.0.0_best_int';

function packagedModel(code: LanguageCode): string {
  const packageJson = requireHere.resolve(`@tesseract.js-data/${code}/package.json`);
  return path.join(path.dirname(packageJson), MODEL_FOLDER, `${code}.traineddata.gz`);
}

/**
 * tesseract.js reads every language from ONE folder (langPath), while each model ships in its
 * own package: the folder is made of links to the packaged files (copies where links fail).
 * (Passing the data in memory is broken in tesseract.js 7: it initializes with the bytes as name.)
 */
async function prepareLangFolder(
  folder: string,
  languages: readonly LanguageCode[],
): Promise<void> {
  await mkdir(folder, { recursive: true });
  for (const code of languages) {
    const target = path.join(folder, `${code}.traineddata.gz`);
    const source = packagedModel(code);
    try {
      const info = await lstat(target);
      // A copy, or a link to this install's package: ready. A link left by another checkout is replaced.
      if (info.isFile() || (info.isSymbolicLink() && (await readlink(target)) === source)) continue;
    } catch {
      // missing
    }
    // Built beside the target and renamed over it: concurrent processes never see a half-made file.
    const temp = `${target}.${process.pid}.${randomUUID()}`;
    try {
      await symlink(source, temp);
    } catch {
      await copyFile(source, temp);
    }
    await rename(temp, target);
  }
}

/** Arabic first: tesseract uses the first language for page layout decisions. */
function orderLanguages(languages: readonly LanguageCode[]): LanguageCode[] {
  const unique = [...new Set(languages.length > 0 ? languages : (['eng'] as LanguageCode[]))];
  return unique.sort((a, b) => (a === 'ara' ? -1 : b === 'ara' ? 1 : a.localeCompare(b)));
}

interface Slot {
  key: string;
  worker: Promise<Worker>;
  busy: boolean;
  idleTimer?: NodeJS.Timeout;
}

export class TesseractOcrEngine implements OcrEngine {
  private readonly slots: Slot[] = [];
  private readonly waiters: (() => void)[] = [];
  private readonly maxWorkers: number;
  get parallelism(): number {
    return this.maxWorkers;
  }
  private readonly idleMs: number;
  private readonly langDir: string;
  private closed = false;

  constructor(options: TesseractOcrOptions = {}) {
    this.maxWorkers = Math.max(1, options.maxWorkers ?? Math.min(2, availableParallelism()));
    this.idleMs = options.idleMs ?? 120_000;
    this.langDir = options.langDir ?? path.join(tmpdir(), 'edubot-tessdata');
  }

  async recognize(
    image: Uint8Array,
    languages: readonly LanguageCode[],
    signal?: AbortSignal,
  ): Promise<string> {
    return (await this.recognizeDetailed(image, languages, signal)).text;
  }

  async recognizeDetailed(
    image: Uint8Array,
    languages: readonly LanguageCode[],
    signal?: AbortSignal,
    options: { lines?: boolean } = {},
  ): Promise<OcrResult> {
    signal?.throwIfAborted();
    const langs = orderLanguages(languages);
    const slot = await this.acquire(langs.join('+'), langs, signal);
    let aborted = false;
    const onAbort = () => {
      // A running recognition cannot be interrupted: the worker is killed and replaced later.
      aborted = true;
      this.discard(slot);
    };
    signal?.addEventListener('abort', onAbort, { once: true });
    const cancelled = abortPromise(signal);
    try {
      const worker = await slot.worker;
      const result = await Promise.race([
        worker.recognize(
          Buffer.from(image.buffer, image.byteOffset, image.byteLength),
          {},
          { text: true, blocks: options.lines === true },
        ),
        cancelled.promise,
      ]);
      const { text, confidence, blocks } = result.data;
      if (!options.lines) return { text, confidence };
      const lines = (blocks ?? []).flatMap((block) =>
        block.paragraphs.flatMap((paragraph) =>
          paragraph.lines.map((line) => ({
            text: line.text.trim(),
            confidence: line.confidence,
            top: line.bbox.y0,
            bottom: line.bbox.y1,
            words: line.words.map((word) => ({
              text: word.text,
              left: word.bbox.x0,
              top: word.bbox.y0,
              right: word.bbox.x1,
              bottom: word.bbox.y1,
            })),
          })),
        ),
      );
      return { text, confidence, lines };
    } catch (error) {
      if (!aborted) this.discard(slot);
      throw error;
    } finally {
      signal?.removeEventListener('abort', onAbort);
      cancelled.dispose();
      if (!aborted) this.release(slot);
    }
  }

  async warmUp(languages: readonly LanguageCode[]): Promise<void> {
    const langs = orderLanguages(languages);
    this.release(await this.acquire(langs.join('+'), langs));
  }

  /**
   * Terminates the idle workers: a worker's WebAssembly heap never shrinks (it keeps the size of
   * the largest image it read), and pages rendered next to it add up: six copies of the class
   * files' one-page scan peaked 470 MB with the worker kept between pages, 394 MB with it
   * released before each (docs/decisions/032). Starting one again costs ~0.4 s (ara+eng).
   */
  async releaseIdle(): Promise<void> {
    const idle = this.slots.filter((s) => !s.busy);
    for (const slot of idle) this.discard(slot);
    await Promise.allSettled(idle.map((s) => s.worker));
  }

  async close(): Promise<void> {
    this.closed = true;
    const slots = this.slots.splice(0);
    for (const wake of this.waiters.splice(0)) wake();
    await Promise.allSettled(slots.map(async (s) => (await s.worker).terminate()));
  }

  private async acquire(key: string, langs: LanguageCode[], signal?: AbortSignal): Promise<Slot> {
    for (;;) {
      if (this.closed) throw new Error('OCR engine is closed');
      signal?.throwIfAborted();
      const same = this.slots.find((s) => !s.busy && s.key === key);
      if (same) return this.take(same);
      if (this.slots.length < this.maxWorkers) {
        const slot: Slot = { key, busy: true, worker: this.spawn(langs) };
        slot.worker.catch(() => this.discard(slot));
        this.slots.push(slot);
        await slot.worker;
        return slot;
      }
      const other = this.slots.find((s) => !s.busy);
      if (other) {
        this.take(other);
        other.key = key;
        const worker = await other.worker;
        await prepareLangFolder(this.langDir, langs);
        await worker.reinitialize(langs.join('+'), OEM.LSTM_ONLY);
        return other;
      }
      // The listener goes when the wait ends: a file of many scanned pages waits on one signal
      // page after page (MaxListenersExceededWarning when they were left behind).
      await new Promise<void>((resolve) => {
        const wake = () => {
          signal?.removeEventListener('abort', wake);
          resolve();
        };
        this.waiters.push(wake);
        signal?.addEventListener('abort', wake, { once: true });
      });
    }
  }

  private take(slot: Slot): Slot {
    slot.busy = true;
    if (slot.idleTimer) clearTimeout(slot.idleTimer);
    return slot;
  }

  private async spawn(langs: LanguageCode[]): Promise<Worker> {
    await prepareLangFolder(this.langDir, langs);
    return createWorker(langs, OEM.LSTM_ONLY, {
      langPath: this.langDir,
      gzip: true,
      cacheMethod: 'none',
      logger: () => undefined,
      errorHandler: () => undefined,
    });
  }

  private release(slot: Slot): void {
    slot.busy = false;
    if (!this.slots.includes(slot)) return; // already discarded (failed), nothing to keep
    slot.idleTimer = setTimeout(() => this.discard(slot), this.idleMs);
    slot.idleTimer.unref();
    this.waiters.shift()?.();
  }

  private discard(slot: Slot): void {
    const index = this.slots.indexOf(slot);
    if (index >= 0) this.slots.splice(index, 1);
    if (slot.idleTimer) clearTimeout(slot.idleTimer);
    slot.worker.then((w) => w.terminate()).catch(() => undefined);
    this.waiters.shift()?.();
  }
}

/** Rejects when the signal aborts; `dispose` removes its listener once the race is over. */
function abortPromise(signal?: AbortSignal): { promise: Promise<never>; dispose: () => void } {
  let onAbort = () => {};
  const promise = new Promise<never>((_, reject) => {
    if (!signal) return;
    if (signal.aborted) reject(signal.reason);
    onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
  });
  // Nobody awaits it once the recognition won the race.
  promise.catch(() => undefined);
  return { promise, dispose: () => signal?.removeEventListener('abort', onAbort) };
}
