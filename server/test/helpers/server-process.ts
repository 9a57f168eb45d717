// For tests and benches that run the real server as its own process (`npm start` runs main.ts).
import type { ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The server workspace folder: the process's working directory. */
export const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** The entry point, run with `node --import tsx`. */
export const SERVER_MAIN = path.join(serverDir, 'src', 'main.ts');

/** A TCP port free right now on 127.0.0.1 (the OS picks it). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

/** Resolves with the exit code (null when a signal ended it) once the process has ended. */
export function exited(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve(child.exitCode);
    else child.once('exit', (code) => resolve(code));
  });
}
