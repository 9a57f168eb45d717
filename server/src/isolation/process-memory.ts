// Resident memory of a child process, read from Linux's /proc/<pid>/status (VmRSS). RSS counts
// everything the process holds (V8 heap, WebAssembly memory, canvas and pdf.js native buffers,
// its worker threads), which a V8 heap limit alone does not. Null where /proc is unavailable.
import { readFile } from 'node:fs/promises';

export async function residentBytes(pid: number): Promise<number | null> {
  try {
    const status = await readFile(`/proc/${pid}/status`, 'utf8');
    const match = /^VmRSS:\s+(\d+)\s+kB/m.exec(status);
    return match ? Number(match[1]) * 1024 : null;
  } catch {
    return null;
  }
}

/**
 * A full garbage collection now, where the process allows it (job children start with
 * --expose-gc; elsewhere this does nothing). Large buffers a stage has just let go of (a page's
 * decoded images, its canvas) are otherwise freed whenever V8 next collects, which may be after
 * the next stage has allocated its own: the peak then depends on timing, and so does the kill.
 */
export function collectGarbage(): void {
  (globalThis as { gc?: () => void }).gc?.();
}
