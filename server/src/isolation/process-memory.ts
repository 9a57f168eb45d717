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
