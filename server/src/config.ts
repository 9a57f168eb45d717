// Environment parsed once at start. A bad value stops the server with one clear line (see main.ts).
import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_INGESTION_LIMITS, type IngestionLimits } from './ingestion/ingestion-limits.js';
import { DEFAULT_SAFETY_REPLY_AR, DEFAULT_SAFETY_REPLY_EN } from './safety/safety-reply.js';

/** Treats an empty variable as unset, so `PORT=` means "use the default". */
const env = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), schema);

const MB = 1024 * 1024;
/** Environment defaults of the ingestion limits come from the pipeline's one set of defaults. */
const LIMITS = DEFAULT_INGESTION_LIMITS;

const positiveInt = (max: number) => z.coerce.number().int().positive().max(max);

const envSchema = z.object({
  PORT: env(z.coerce.number().int().min(0).max(65535).default(3000)),
  HOST: env(z.string().default('127.0.0.1')),
  EDUBOT_DATA_DIR: env(z.string().default('./data')),
  // Unset: the embedded SQLite file in the data folder. Set: PostgreSQL (docs/deploy.md).
  EDUBOT_DATABASE_URL: env(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//i, 'must be a postgres:// or postgresql:// URL')
      .optional(),
  ),
  // Behind a reverse proxy (docs/deploy.md): the proxy addresses whose X-Forwarded-For is
  // believed, comma-separated (addresses or CIDR ranges), so limits see each client's address.
  EDUBOT_TRUST_PROXY: env(z.string().optional()),
  // What this process does (docs/deploy.md): everything, HTTP only, or file processing only.
  EDUBOT_ROLE: env(z.enum(['all', 'api', 'worker']).default('all')),
  EDUBOT_JWT_SECRET: env(z.string().min(32, 'must be at least 32 characters long').optional()),
  EDUBOT_TOKEN_TTL_HOURS: env(positiveInt(24 * 90).default(24 * 7)),
  EDUBOT_MEMBERSHIP_DAYS: env(positiveInt(3650).default(365)),
  EDUBOT_WEB_DIST: env(z.string().optional()),
  EDUBOT_LOG_LEVEL: env(
    z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  ),
  // Study file ingestion limits (issue 3): each one configurable.
  EDUBOT_UPLOAD_MAX_MB: env(positiveInt(2048).default(LIMITS.maxUploadBytes / MB)),
  EDUBOT_MAX_PDF_PAGES: env(positiveInt(100_000).default(LIMITS.maxPdfPages)),
  EDUBOT_MAX_IMAGE_MEGAPIXELS: env(positiveInt(1000).default(LIMITS.maxImagePixels / 1_000_000)),
  EDUBOT_ZIP_MAX_ENTRIES: env(positiveInt(100_000).default(LIMITS.maxZipEntries)),
  EDUBOT_ZIP_MAX_UNPACKED_MB: env(positiveInt(100_000).default(LIMITS.maxZipUnpackedBytes / MB)),
  EDUBOT_ZIP_MAX_RATIO: env(positiveInt(10_000).default(LIMITS.maxZipRatio)),
  EDUBOT_FILE_TIME_BUDGET_SECONDS: env(positiveInt(86_400).default(LIMITS.fileTimeBudgetMs / 1000)),
  // Job children for heavy work (docs/decisions/008): how many files at once, memory of each.
  EDUBOT_FILE_WORKERS: env(positiveInt(64).optional()),
  EDUBOT_FILE_MEMORY_MB: env(z.coerce.number().int().min(128).max(65_536).default(512)),
  // Reading a chat photo's text (decode, prepare, OCR in a job child): past it the child is
  // killed and the reply says the photo could not be read.
  EDUBOT_CHAT_IMAGE_TIMEOUT_MS: env(positiveInt(600_000).default(20_000)),
  // Starting the photo reader (a job child and its OCR models) before that reading; killed past
  // it. Apart from the reading's limit, so a slow start-up on a loaded machine is not the photo's.
  EDUBOT_CHAT_IMAGE_STARTUP_TIMEOUT_MS: env(positiveInt(600_000).default(60_000)),
  // Optional OpenAI-compatible tutor; absent means the built-in extractive tutor.
  EDUBOT_LLM_BASE_URL: env(z.url({ protocol: /^https?$/ }).optional()),
  EDUBOT_LLM_MODEL: env(z.string().optional()),
  EDUBOT_LLM_API_KEY: env(z.string().optional()),
  EDUBOT_LLM_TIMEOUT_MS: env(positiveInt(600_000).default(30_000)),
  // Socket timeouts (issue 8): slow or idle clients cannot hold connections open.
  EDUBOT_HEADERS_TIMEOUT_SECONDS: env(positiveInt(600).default(10)),
  EDUBOT_REQUEST_TIMEOUT_SECONDS: env(positiveInt(3600).default(300)),
  EDUBOT_KEEP_ALIVE_SECONDS: env(positiveInt(600).default(5)),
  EDUBOT_IDLE_SOCKET_SECONDS: env(positiveInt(3600).default(120)),
  // Abuse limits (issue 8, docs/decisions/009-abuse-limits.md).
  EDUBOT_CHAT_MESSAGES_PER_MINUTE: env(positiveInt(100_000).default(20)),
  EDUBOT_CHAT_MESSAGES_PER_DAY: env(positiveInt(1_000_000).default(500)),
  EDUBOT_UPLOADS_PER_DAY: env(positiveInt(1_000_000).default(300)),
  EDUBOT_TEACHER_STORAGE_MB: env(positiveInt(10_000_000).default(2048)),
  EDUBOT_SIGNIN_SLOWDOWN_MS: env(positiveInt(600_000).default(10_000)),
  // Search worker threads (docs/decisions/007-chat-hot-path.md); 0 searches on the main thread.
  // The supportive reply to a message the safety rules flag (issue 10); defaults in safety/safety-reply.ts.
  EDUBOT_SAFETY_REPLY_EN: env(z.string().max(2000).optional()),
  EDUBOT_SAFETY_REPLY_AR: env(z.string().max(2000).optional()),
  EDUBOT_SEARCH_WORKERS: env(z.coerce.number().int().min(0).max(64).optional()),
});

/** The pipeline's limits (one object, one set of defaults) plus how files are processed. */
export interface IngestionConfig extends IngestionLimits {
  /** Study files processed at once, each in its own child process. */
  workers: number;
  /** Resident memory of one job child; past it the child is killed. */
  memoryLimitBytes: number;
}

export interface LlmConfig {
  baseUrl: string;
  model: string;
  apiKey: string | undefined;
  timeoutMs: number;
}

export interface HttpTimeouts {
  headersMs: number;
  requestMs: number;
  keepAliveMs: number;
  idleSocketMs: number;
}

export interface AbuseLimits {
  chatPerMinute: number;
  chatPerDay: number;
  uploadsPerDay: number;
  teacherStorageBytes: number;
  /** Spacing of sign-in attempts from unknown addresses to an account under attack. */
  signInSlowdownMs: number;
}

export type ProcessRole = 'all' | 'api' | 'worker';

/** The config once start-up has settled the signing secret (data-dir.ts). */
export type ReadyConfig = AppConfig & { jwtSecret: string };

export interface AppConfig {
  port: number;
  host: string;
  dataDir: string;
  /** PostgreSQL connection URL; undefined keeps the SQLite file in dataDir. */
  databaseUrl: string | undefined;
  role: ProcessRole;
  /** Proxy addresses trusted for X-Forwarded-For; undefined: clients connect directly. */
  trustProxy: string | undefined;
  /** Undefined until prepareDataDir() generated or read one. */
  jwtSecret: string | undefined;
  tokenTtlSeconds: number;
  membershipDays: number;
  webDist: string | undefined;
  logLevel: string;
  ingestion: IngestionConfig;
  /** Time allowed to read one chat photo's text; past it the photo counts as unreadable. */
  chatImageTimeoutMs: number;
  /** Time allowed to start the photo reader before that reading (not counted in it). */
  chatImageStartupTimeoutMs: number;
  llm: LlmConfig | undefined;
  searchWorkers: number;
  timeouts: HttpTimeouts;
  limits: AbuseLimits;
  /** Reply to a message the safety rules flag, per language. */
  safetyReplies: { en: string; ar: string };
}

export class ConfigError extends Error {}

/** The main thread plus one worker already fill two cores; more threads only add switching (ADR 007). */
export const defaultSearchWorkers = (cores = os.availableParallelism()): number =>
  Math.max(1, cores - 1);

/** Half the cores for files, at least one: on 2 cores the API keeps one (ADR 008). */
export const defaultFileWorkers = (cores = os.availableParallelism()): number =>
  Math.max(1, Math.floor(cores / 2));

export function loadConfig(source: NodeJS.ProcessEnv): AppConfig {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const name = String(issue.path[0] ?? 'environment');
    throw new ConfigError(
      `Invalid ${name}: ${issue.message} (got ${JSON.stringify(source[name])})`,
    );
  }
  const e = parsed.data;
  if (e.EDUBOT_ROLE !== 'all' && !e.EDUBOT_DATABASE_URL) {
    throw new ConfigError(
      `Invalid EDUBOT_ROLE: '${e.EDUBOT_ROLE}' needs EDUBOT_DATABASE_URL (separate processes share PostgreSQL)`,
    );
  }
  if (e.EDUBOT_LLM_BASE_URL && !e.EDUBOT_LLM_MODEL) {
    throw new ConfigError('Invalid EDUBOT_LLM_MODEL: required when EDUBOT_LLM_BASE_URL is set');
  }
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.EDUBOT_DATA_DIR),
    databaseUrl: e.EDUBOT_DATABASE_URL,
    role: e.EDUBOT_ROLE,
    trustProxy: e.EDUBOT_TRUST_PROXY,
    jwtSecret: e.EDUBOT_JWT_SECRET,
    tokenTtlSeconds: e.EDUBOT_TOKEN_TTL_HOURS * 3600,
    membershipDays: e.EDUBOT_MEMBERSHIP_DAYS,
    webDist: e.EDUBOT_WEB_DIST ? path.resolve(e.EDUBOT_WEB_DIST) : undefined,
    logLevel: e.EDUBOT_LOG_LEVEL,
    ingestion: {
      ...LIMITS,
      maxUploadBytes: e.EDUBOT_UPLOAD_MAX_MB * MB,
      maxPdfPages: e.EDUBOT_MAX_PDF_PAGES,
      maxImagePixels: e.EDUBOT_MAX_IMAGE_MEGAPIXELS * 1_000_000,
      maxZipEntries: e.EDUBOT_ZIP_MAX_ENTRIES,
      maxZipUnpackedBytes: e.EDUBOT_ZIP_MAX_UNPACKED_MB * MB,
      maxZipRatio: e.EDUBOT_ZIP_MAX_RATIO,
      fileTimeBudgetMs: e.EDUBOT_FILE_TIME_BUDGET_SECONDS * 1000,
      workers: e.EDUBOT_FILE_WORKERS ?? defaultFileWorkers(),
      memoryLimitBytes: e.EDUBOT_FILE_MEMORY_MB * MB,
    },
    chatImageTimeoutMs: e.EDUBOT_CHAT_IMAGE_TIMEOUT_MS,
    chatImageStartupTimeoutMs: e.EDUBOT_CHAT_IMAGE_STARTUP_TIMEOUT_MS,
    llm: e.EDUBOT_LLM_BASE_URL
      ? {
          baseUrl: e.EDUBOT_LLM_BASE_URL,
          model: e.EDUBOT_LLM_MODEL!,
          apiKey: e.EDUBOT_LLM_API_KEY,
          timeoutMs: e.EDUBOT_LLM_TIMEOUT_MS,
        }
      : undefined,
    searchWorkers: e.EDUBOT_SEARCH_WORKERS ?? defaultSearchWorkers(),
    timeouts: {
      headersMs: e.EDUBOT_HEADERS_TIMEOUT_SECONDS * 1000,
      requestMs: e.EDUBOT_REQUEST_TIMEOUT_SECONDS * 1000,
      keepAliveMs: e.EDUBOT_KEEP_ALIVE_SECONDS * 1000,
      idleSocketMs: e.EDUBOT_IDLE_SOCKET_SECONDS * 1000,
    },
    limits: {
      chatPerMinute: e.EDUBOT_CHAT_MESSAGES_PER_MINUTE,
      chatPerDay: e.EDUBOT_CHAT_MESSAGES_PER_DAY,
      uploadsPerDay: e.EDUBOT_UPLOADS_PER_DAY,
      teacherStorageBytes: e.EDUBOT_TEACHER_STORAGE_MB * MB,
      signInSlowdownMs: e.EDUBOT_SIGNIN_SLOWDOWN_MS,
    },
    safetyReplies: {
      en: e.EDUBOT_SAFETY_REPLY_EN ?? DEFAULT_SAFETY_REPLY_EN,
      ar: e.EDUBOT_SAFETY_REPLY_AR ?? DEFAULT_SAFETY_REPLY_AR,
    },
  };
}
