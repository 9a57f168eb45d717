// Entry of one job child process (child-job-pool.ts forks it; the bundle builds it as
// server/dist/heavy-job-child.js). It runs one job at a time and answers over IPC; limits are
// enforced from outside by the parent. argv[2] is the folder for OCR language links.
import os from 'node:os';
import path from 'node:path';
import { TesseractOcrEngine, type OcrEngine } from '../ingestion/stages/ocr.js';
import {
  CHILD_NICENESS_ENV,
  CHILD_READY,
  type ChildJobRequest,
  type ChildJobResponse,
} from './child-job-protocol.js';
import { heavyJobHandlers } from './heavy-jobs.js';

try {
  // Threads started from here on (OCR workers, libuv's pool) inherit this lower priority.
  const niceness = Number(process.env[CHILD_NICENESS_ENV] ?? 10);
  if (niceness > os.getPriority()) os.setPriority(niceness);
} catch {
  // not permitted: normal priority
}

const langDir = process.argv[2] ?? path.join(os.tmpdir(), 'edubot-tessdata');
let engine: OcrEngine | null = null;
// One OCR thread: the child already has one job; the API keeps the other core.
const ocr = () => (engine ??= new TesseractOcrEngine({ langDir, maxWorkers: 1 }));
const handlers = heavyJobHandlers(ocr);

process.on('message', (request: ChildJobRequest) => {
  void (async () => {
    let response: ChildJobResponse;
    try {
      const handler = handlers[request.kind];
      if (!handler) throw new Error(`Unknown job kind: ${request.kind}`);
      response = { id: request.id, result: await handler(request.payload as never) };
    } catch (error) {
      const err = error instanceof Error ? error : new Error(String(error));
      response = { id: request.id, error: { name: err.name, message: err.message } };
    }
    process.send!(response);
  })();
});

// The server went away (crash, kill): nothing to answer to.
process.on('disconnect', () => process.exit(0));
process.send!(CHILD_READY);
