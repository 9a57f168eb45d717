// Table types for Kysely. Timestamps are ISO-8601 UTC strings; booleans are 0/1 integers
// (portable between SQLite and PostgreSQL without dialect-specific types in services).
import type { Generated } from 'kysely';

export interface UsersTable {
  id: string;
  name: string;
  /** Stored lowercased: emails compare case-insensitively. */
  email: string;
  password_hash: string;
  role: 'student' | 'teacher';
  is_active: number;
  /** Teachers only; null for students. */
  bot_limit: number | null;
  /** Bumped when the password changes; tokens carry it, so older tokens stop working. */
  token_version: number;
  created_at: string;
  updated_at: string;
}

export interface BotsTable {
  id: string;
  teacher_id: string;
  name: string;
  subject: string;
  grade: string;
  /** JSON array of SupportedLanguage. */
  supported_languages: string;
  created_at: string;
  /** Short code students type to ask for access (migration 008, modules/bots/join-code.ts). */
  join_code: string;
  /** 0 = disabled by its teacher: students are refused, new requests cannot find it. */
  is_active: Generated<number>;
  /** Messages per student per day on this bot; null = only the server-wide limit. */
  daily_message_quota: number | null;
  /** JSON BotInstructions (welcome, starter questions, tone, homework mode); null = defaults. */
  instructions: string | null;
}

export interface MembershipsTable {
  id: string;
  student_id: string;
  bot_id: string;
  status: 'pending' | 'accepted' | 'rejected';
  created_at: string;
  decided_at: string | null;
  expires_at: string | null;
}

export interface FilesTable {
  id: string;
  bot_id: string;
  filename: string;
  kind: string;
  size: number;
  /** Key in the blob store; never derived from the user's file name. */
  blob_key: string;
  status: 'PROCESSING' | 'COMPLETED' | 'FAILED';
  error: string | null;
  chunk_count: number;
  created_at: string;
  updated_at: string;
  /** Processing runs started (migration 005-iso-attempts); bounded, survives restarts. */
  attempts: Generated<number>;
  /** EXTRACTION_VERSION that made its chunks (migration 007-extract-version); 0 before versions. */
  extraction_version: Generated<number>;
}

export interface ChatsTable {
  id: string;
  bot_id: string;
  user_id: string;
  title: string;
  created_at: string;
  updated_at: string;
}

export interface MessagesTable {
  /** Insertion order; timestamps can tie within a millisecond. */
  seq: Generated<number>;
  id: string;
  chat_id: string;
  sender: 'user' | 'bot';
  content: string;
  image_key: string | null;
  image_mime: string | null;
  image_description: string | null;
  /** JSON array of SourceDto for bot messages. */
  sources: string | null;
  created_at: string;
  /** Bot messages: 'answered' | 'declined' | 'study' | 'flagged' (migration 010); null before. */
  outcome: string | null;
}

/** A student's thumbs up/down on one bot reply (one per message; a new vote replaces it). */
export interface MessageFeedbackTable {
  message_id: string;
  user_id: string;
  helpful: number;
  comment: string | null;
  created_at: string;
}

/** A student message the safety rules flagged, for the bot's teacher. */
export interface SafetyAlertsTable {
  id: string;
  bot_id: string;
  chat_id: string;
  message_id: string;
  student_id: string;
  /** JSON array of SafetyCategory. */
  categories: string;
  created_at: string;
  resolved_at: string | null;
}

/** One row per UTC minute in which the server was up (YYYY-MM-DDTHH:MM). */
export interface UptimeMinutesTable {
  minute: string;
}

/** Signed-out tokens (issue 8): SHA-256 of the token, kept until its expiry (seconds). */
export interface RevokedTokensTable {
  token_hash: string;
  expires_at: number;
}

export interface Database {
  users: UsersTable;
  bots: BotsTable;
  memberships: MembershipsTable;
  files: FilesTable;
  chats: ChatsTable;
  messages: MessagesTable;
  revoked_tokens: RevokedTokensTable;
  message_feedback: MessageFeedbackTable;
  safety_alerts: SafetyAlertsTable;
  uptime_minutes: UptimeMinutesTable;
}
