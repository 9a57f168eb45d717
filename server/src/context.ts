// Everything a request or job needs, built once at start (main.ts) or per test.
// Modules add their service here; routes receive the context and never build their own.
import type { ReadyConfig } from './config.js';

export type { ReadyConfig };
import type { Db } from './db/database.js';
import { AuthService } from './modules/auth/auth.service.js';
import { PasswordHasher, STRONG_HASH_COST, type HashCost } from './modules/auth/password-hasher.js';
import { RevokedTokens } from './modules/auth/revoked-tokens.js';
import { TokenService } from './modules/auth/token.service.js';
import { BotAccess } from './modules/bots/bot-access.js';
import { createBotHooks, type BotHooks } from './modules/bots/bot-hooks.js';
import { BotsRepository } from './modules/bots/bots.repository.js';
import { BotsService } from './modules/bots/bots.service.js';
import { MembershipsRepository } from './modules/memberships/memberships.repository.js';
import { MembershipsService } from './modules/memberships/memberships.service.js';
import { UsersRepository } from './modules/users/users.repository.js';
import { UsersService } from './modules/users/users.service.js';
import { createChatsService } from './modules/chats/chats.factory.js';
import type { ChatsService } from './modules/chats/chats.service.js';
import { createFilesModule, type FilesModule } from './modules/files/files.factory.js';
import type { FileQueuePlace } from './modules/files/file-queue.js';
import type { SearchIndex } from './search/search-index.js';
import { PooledSearchIndex } from './search/pooled-search-index.js';
import { extractiveWorkerEntry, offloadTo } from './tutor/extractive-offload.js';
import { PostgresSearchIndex } from './search/postgres-search-index.js';
import { isPostgres } from './db/dialect.js';
import { MemoryLimitState, namespaced, type LimitState } from './http/limit-state.js';
import { PostgresLimitState } from './http/postgres-limit-state.js';
import { BotGlossaries } from './tutor/glossary/bot-glossaries.js';
import { GlossaryRepository } from './tutor/glossary/glossary.repository.js';
import { createLlmQueryTranslator } from './tutor/glossary/query-translator.js';
import { createTutorProvider } from './tutor/provider-registry.js';
import { TutorService } from './tutor/tutor.service.js';
import { StudyRequests } from './tutor/intents/study-requests.js';
import { SqliteMaterialReader } from './search/sqlite-material-reader.js';
import { AlertsRepository } from './modules/alerts/alerts.repository.js';
import { AlertsService } from './modules/alerts/alerts.service.js';
import { ChatsRepository } from './modules/chats/chats.repository.js';
import { InsightsRepository } from './modules/insights/insights.repository.js';
import { InsightsService } from './modules/insights/insights.service.js';
import { UptimeRecorder } from './modules/insights/uptime.js';

export interface AppContext {
  config: ReadyConfig;
  db: Db;
  tokens: TokenService;
  /** Tokens signed out with POST /api/auth/logout. */
  revokedTokens: RevokedTokens;
  /**
   * Where one abuse limit (namespace: 'login', 'chat', ...) keeps its counts: this process's
   * memory on SQLite, PostgreSQL shared by every API process otherwise.
   */
  limitState(namespace: string): LimitState;
  /** The per-IP limits' shared counts on PostgreSQL; undefined keeps them in the plugin's memory. */
  ipLimitState: LimitState | undefined;
  usersRepository: UsersRepository;
  auth: AuthService;
  users: UsersService;
  /** Cleanup of what the database cascade cannot reach: push hooks here (files, search). */
  botHooks: BotHooks;
  botsRepository: BotsRepository;
  bots: BotsService;
  memberships: MembershipsService;
  search: SearchIndex;
  /** Per-bot bilingual glossaries, mined at indexing and used for cross-language questions. */
  glossary: BotGlossaries;
  tutor: TutorService;
  chats: ChatsService;
  /** Study files: upload/status/list/delete service, ingestion queue and the shared OCR engine. */
  files: FilesModule;
  /** Safety alerts on students' flagged messages (issue 10). */
  alerts: AlertsService;
  /** What the class asks: students' chats, gaps, class summary (issue 10). */
  insights: InsightsService;
  /** Records each minute the server is up; read by the class summary. */
  uptime: UptimeRecorder;
}

export interface ContextOptions {
  /** Argon2 cost; the strong default unless a test suite asks for a fast one. */
  passwordHashCost?: HashCost;
  /** Search worker threads; config.searchWorkers unless a test asks otherwise; 0 = in-process. */
  searchWorkers?: number;
  /** Where pg-boss keeps file jobs on PostgreSQL; tests give each app its own queue. */
  jobQueue?: FileQueuePlace;
}

export function createContext(
  config: ReadyConfig,
  db: Db,
  options: ContextOptions = {},
): AppContext {
  const tokens = new TokenService(config.jwtSecret, config.tokenTtlSeconds);
  const users = new UsersRepository(db);
  const passwords = new PasswordHasher(options.passwordHashCost ?? STRONG_HASH_COST);
  const botHooks = createBotHooks();
  const botsRepository = new BotsRepository(db);
  const botAccess = new BotAccess(botsRepository);
  const search = createSearchIndex(db, options.searchWorkers ?? config.searchWorkers);
  const glossary = new BotGlossaries(new GlossaryRepository(db));
  const offload = search instanceof PooledSearchIndex ? offloadTo(search) : undefined;
  const material = new SqliteMaterialReader(
    db,
    search instanceof PooledSearchIndex ? search.versions : undefined,
  );
  const tutor = new TutorService(search, createTutorProvider(config), offload, {
    glossaries: glossary,
    studyRequests: new StudyRequests(material, search),
    material,
    translator: config.llm ? createLlmQueryTranslator(config.llm) : undefined,
  });
  const files = createFilesModule({
    config,
    db,
    botAccess,
    botHooks,
    search,
    glossary,
    jobQueue: options.jobQueue,
  });
  const alerts = new AlertsService(new AlertsRepository(db), botAccess);
  const chats = createChatsService({
    config,
    db,
    botAccess,
    botHooks,
    tutor,
    ocr: () => files.ocr,
    onFlagged: (message) => alerts.raise(message),
  });
  const uptime = new UptimeRecorder(db);
  uptime.start();
  const insights = new InsightsService({
    insights: new InsightsRepository(db),
    access: botAccess,
    chats: new ChatsRepository(db),
    chatsService: chats,
    alerts,
    uptime,
  });
  // A deleted study file's excerpts leave students' past answers ("source deleted", issue 8).
  files.service.afterDelete.push((botId, fileId) => chats.forgetFileSources(botId, fileId));
  const shared = isPostgres(db) ? new PostgresLimitState(db) : undefined;
  return {
    config,
    db,
    tokens,
    revokedTokens: new RevokedTokens(db, undefined, { shared: shared !== undefined }),
    limitState: (namespace) => (shared ? namespaced(shared, namespace) : new MemoryLimitState()),
    ipLimitState: shared && namespaced(shared, 'ip'),
    usersRepository: users,
    auth: new AuthService(users, passwords, tokens),
    users: new UsersService(users, passwords, tokens),
    botHooks,
    botsRepository,
    bots: new BotsService(botsRepository, users, botHooks, botAccess),
    memberships: new MembershipsService(
      new MembershipsRepository(db),
      botsRepository,
      config.membershipDays,
    ),
    search,
    glossary,
    tutor,
    chats,
    files,
    alerts,
    insights,
    uptime,
  };
}

/**
 * FTS5 with search worker threads on SQLite; postings with BM25 in SQL on PostgreSQL, where the
 * database server does the search work and several API processes share it.
 */
function createSearchIndex(db: Db, workers: number): SearchIndex {
  return isPostgres(db)
    ? new PostgresSearchIndex(db)
    : new PooledSearchIndex(db, { workers, workerEntry: extractiveWorkerEntry() });
}

/** Stops background work and closes the database. */
export async function closeContext(ctx: AppContext): Promise<void> {
  await ctx.uptime.stop();
  await ctx.files.close();
  await ctx.search.close?.();
  await ctx.db.destroy();
}
