// Runs one benchmark set through the real app: a teacher and a student per bot, every file
// uploaded through the files API and the real ingestion pipeline (workers, OCR, chunking),
// then every question asked in a new chat through the chat API (text, or multipart with a
// photo), exactly as the web client does.
import type { ChatReplyDto, FileStatusDto, UploadResponse } from '@edubot/common';
import type { FastifyInstance } from 'fastify';
import { worksheetPhoto } from '../class-builder/render-scan.js';
import {
  bearer,
  createBot,
  grantAccess,
  signUp,
  type Account,
} from '../../test/helpers/accounts.js';
import { createTestApp } from '../../test/helpers/test-app.js';
import { uploadFile, waitForFile } from '../../test/fixtures/ingestion-upload.js';
import { BENCH_FILE_TIMEOUT_MS } from '../bench-file-timeout.js';
import type { AskedItem, BenchBot, BenchItem, BenchSet } from './bench-items.js';

interface LiveBot {
  spec: BenchBot;
  id: string;
  student: Account;
  fileNames: Map<string, string>;
}

export interface FileOutcome {
  bot: string;
  filename: string;
  status: FileStatusDto['status'];
  error?: string;
  seconds: number;
}

function multipartQuestion(text: string, image: Uint8Array) {
  const boundary = `----edubot-bench-${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  if (text) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="user_query"\r\n\r\n${text}\r\n`,
      ),
    );
  }
  parts.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="photo.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    Buffer.from(image),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

async function ask(app: FastifyInstance, bot: LiveBot, item: BenchItem) {
  const url = `/api/bots/${bot.id}/chat/`;
  const auth = bearer(bot.student.token);
  // A follow-up is asked in the chat of the messages before it.
  let chatId: string | undefined;
  for (const earlier of item.before ?? []) {
    const res = await app.inject({
      method: 'POST',
      url,
      headers: auth,
      payload: { user_query: earlier, ...(chatId ? { chat_id: chatId } : {}) },
    });
    chatId = res.statusCode === 200 ? res.json<ChatReplyDto>().chat_id : chatId;
  }
  const started = performance.now();
  const res = item.image
    ? await (async () => {
        const { payload, headers } = multipartQuestion(
          item.question,
          worksheetPhoto(item.image!.lines, item.image!.rtl),
        );
        return app.inject({ method: 'POST', url, headers: { ...headers, ...auth }, payload });
      })()
    : await app.inject({
        method: 'POST',
        url,
        headers: auth,
        payload: { user_query: item.question, ...(chatId ? { chat_id: chatId } : {}) },
      });
  const ms = performance.now() - started;
  const body = res.statusCode === 200 ? res.json<ChatReplyDto>() : undefined;
  return {
    status: res.statusCode,
    reply: body?.result ?? res.body,
    sources: body?.sources ?? [],
    ms,
  };
}

async function setUpBot(app: FastifyInstance, spec: BenchBot) {
  const teacher = await signUp(app, 'teacher');
  const student = await signUp(app, 'student');
  const id = await createBot(app, teacher, {
    name: spec.name,
    subject: spec.subject,
    grade: spec.grade,
    supported_languages: [spec.languages],
  });
  await grantAccess(app, teacher, student, id);
  const uploads: { filename: string; fileId: string; started: number }[] = [];
  for (const file of spec.files) {
    const res = await uploadFile(app, teacher.token, id, file.filename, file.bytes, file.mimeType);
    if (res.statusCode !== 201 && res.statusCode !== 200)
      throw new Error(`upload of ${file.filename} failed ${res.statusCode}: ${res.body}`);
    uploads.push({
      filename: file.filename,
      fileId: res.json<UploadResponse>().file_id,
      started: Date.now(),
    });
  }
  return {
    teacher,
    live: { spec, id, student, fileNames: new Map(uploads.map((u) => [u.fileId, u.filename])) },
    uploads,
  };
}

/** Questions in no language any file is written in: what the bot says when it has nothing. */
const DECLINE_PROBES: Record<BenchItem['language'], string> = {
  en: 'xqzv blorptin wexnik?',
  ar: 'ضقثغ خحشك ظطزذ؟',
};

/**
 * Each bot's reply to a question nothing can match, per language: a greeting answered with
 * exactly that reply was declined, whatever its wording.
 */
async function probeDeclines(
  app: FastifyInstance,
  bots: Map<string, LiveBot>,
  onProgress: (line: string) => void,
): Promise<Map<string, string>> {
  const replies = new Map<string, string>();
  for (const [key, bot] of bots) {
    for (const [language, question] of Object.entries(DECLINE_PROBES)) {
      const probe = await ask(app, bot, {
        id: 'probe',
        bot: key,
        kind: 'uncovered',
        language: language as BenchItem['language'],
        question,
      });
      if (probe.sources.length > 0)
        onProgress(`  note: ${key} answered the nonsense probe "${question}" with citations`);
      else replies.set(`${key}:${language}`, probe.reply);
    }
  }
  return replies;
}

export interface SetRun {
  asked: AskedItem[];
  files: FileOutcome[];
  ingestSeconds: number;
}

export async function askClass(
  set: BenchSet,
  zipMembers: Map<string, string[]> = new Map(),
  onProgress: (line: string) => void = () => {},
): Promise<SetRun> {
  const test = await createTestApp({
    EDUBOT_LOG_LEVEL: 'silent',
    // One student per bot asks every question within a minute or two: the per-student message
    // limits (docs/decisions/009) would refuse most of them. The benchmark measures the tutor.
    EDUBOT_CHAT_MESSAGES_PER_MINUTE: '100000',
    EDUBOT_CHAT_MESSAGES_PER_DAY: '1000000',
    // On a loaded machine a photo's reading can run past the 20 s a student waits, and the reply
    // then says the photo could not be read: EDUBOT_CHAT_IMAGE_TIMEOUT_MS measures the readings.
    ...(process.env.EDUBOT_CHAT_IMAGE_TIMEOUT_MS
      ? { EDUBOT_CHAT_IMAGE_TIMEOUT_MS: process.env.EDUBOT_CHAT_IMAGE_TIMEOUT_MS }
      : {}),
    // On a loaded machine the 37-page slides outlast the product's 10-minute budget per file
    // and FAIL; a run may give more (the test app reads no process environment of its own).
    ...(process.env.EDUBOT_FILE_TIME_BUDGET_SECONDS
      ? { EDUBOT_FILE_TIME_BUDGET_SECONDS: process.env.EDUBOT_FILE_TIME_BUDGET_SECONDS }
      : {}),
  });
  try {
    const { app } = test;
    const started = Date.now();
    const bots = new Map<string, LiveBot>();
    const files: FileOutcome[] = [];
    const pending: Promise<void>[] = [];
    for (const spec of set.bots) {
      const { teacher, live, uploads } = await setUpBot(app, spec);
      bots.set(spec.key, live);
      for (const upload of uploads) {
        const waiting = waitForFile(app, teacher.token, upload.fileId, BENCH_FILE_TIMEOUT_MS).then(
          (status) => {
            files.push({
              bot: spec.key,
              filename: upload.filename,
              status: status.status,
              error: status.error,
              seconds: (Date.now() - upload.started) / 1000,
            });
            onProgress(
              `  ${status.status.padEnd(9)} ${spec.key}: ${upload.filename}${status.error ? ` (${status.error})` : ''}`,
            );
          },
        );
        // When a later bot's set-up throws, the app closes under these polls: their rejection
        // must not crash the process before that error is reported (Promise.all still sees it).
        waiting.catch(() => {});
        pending.push(waiting);
      }
    }
    await Promise.all(pending);
    const ingestSeconds = (Date.now() - started) / 1000;
    const declineReplies = await probeDeclines(app, bots, onProgress);
    const asked: AskedItem[] = [];
    for (const item of set.items) {
      const bot = bots.get(item.bot);
      if (!bot) throw new Error(`${item.id}: no bot "${item.bot}" in ${set.name}`);
      const answer = await ask(app, bot, item);
      asked.push({
        item,
        ...answer,
        fileNames: bot.fileNames,
        botFiles: bot.spec.files.map((f) => f.filename),
        zipMembers,
        declineReply: declineReplies.get(`${item.bot}:${item.language}`),
      });
    }
    return { asked, files, ingestSeconds };
  } finally {
    await test.close();
  }
}
