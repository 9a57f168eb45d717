// Every limit the study-file pipeline enforces, with their one set of defaults. The server config
// (config.ts, `ingestion`) reads the same fields from the environment with these defaults;
// tests pass small values. What each limit means for a teacher: docs/product.md, Study files.

export interface IngestionLimits {
  /** Largest upload accepted, enforced while streaming (413 past it). */
  maxUploadBytes: number;
  maxPdfPages: number;
  /** Width x height of one image, read from its header before any decoding. */
  maxImagePixels: number;
  maxZipEntries: number;
  /** Sum of every entry's real inflated size. */
  maxZipUnpackedBytes: number;
  /** Inflated / compressed, per entry and for the whole archive. */
  maxZipRatio: number;
  /** Largest SVG parsed as text (bigger ones are refused, not truncated). */
  maxSvgBytes: number;
  /** Wall-clock budget for one uploaded file, every stage included. */
  fileTimeBudgetMs: number;
  /** Pages with fewer meaningful characters than this in their text layer are OCR'd. */
  minPageTextChars: number;
}

export const DEFAULT_INGESTION_LIMITS: IngestionLimits = {
  maxUploadBytes: 50 * 1024 * 1024,
  maxPdfPages: 500,
  maxImagePixels: 40_000_000,
  maxZipEntries: 1_000,
  maxZipUnpackedBytes: 200 * 1024 * 1024,
  maxZipRatio: 100,
  maxSvgBytes: 10 * 1024 * 1024,
  fileTimeBudgetMs: 600 * 1000,
  minPageTextChars: 20,
};

export function resolveLimits(overrides?: Partial<IngestionLimits>): IngestionLimits {
  return { ...DEFAULT_INGESTION_LIMITS, ...overrides };
}
