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
}
