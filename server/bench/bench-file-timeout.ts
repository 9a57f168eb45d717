/**
 * How long a benchmark waits for one study file to be read. OCR of a few scanned pages on a busy
 * 2-core machine can take minutes, and the largest files longer still under a heavier load, so
 * the benches take the wait from EDUBOT_BENCH_FILE_TIMEOUT_MS (README, Benchmarks).
 */
export const BENCH_FILE_TIMEOUT_MS = Number(
  process.env.EDUBOT_BENCH_FILE_TIMEOUT_MS ?? 15 * 60_000,
);
