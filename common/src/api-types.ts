// Response shapes of the calls in spec §7, as the server sends them.
import type { FileStatus, Role, SupportedLanguage } from './constants.js';

export interface TeacherProfile {
  bot_limit: number;
  current_bots: number;
}

export interface UserDto {
  _id: string;
  name: string;
  email: string;
  role: Role;
  is_active: boolean;
  created_at: string;
  teacher_profile?: TeacherProfile;
}

export interface LoginResponse {
  access_token: string;
  token_type: 'bearer';
  user: UserDto;
}

export interface BotDto {
  _id: string;
  name: string;
  grade: string;
  subject: string;
  supported_languages: SupportedLanguage[];
  created_at: string;
  /** Short code students type or scan to ask for access (no 0/O, 1/I). */
  join_code: string;
}

export interface TeacherMembershipDto {
  id: string;
  _id: string;
  student_id: string;
  student_name: string;
  student_email: string;
  bot_id: string;
  status: 'pending' | 'accepted' | 'rejected';
  created_at: string;
  expires_at: string | null;
}

export interface BotMembershipsResponse {
  pending: TeacherMembershipDto[];
  accepted: TeacherMembershipDto[];
  expired: TeacherMembershipDto[];
}

export interface StudentMembershipDto {
  _id: string;
  bot_id: string;
  bot_name: string;
  bot_join_code: string;
  status: 'pending' | 'accepted' | 'rejected';
  created_at: string;
  expires_at: string | null;
}

export interface SubscriptionDto {
  _id: string;
  name: string;
  subject: string;
  grade: string;
  membership: { expires_at: string | null; created_at: string };
}

export interface MyMembershipsResponse {
  accepted: StudentMembershipDto[];
  expired: StudentMembershipDto[];
  others: StudentMembershipDto[];
  subscriptions: SubscriptionDto[];
}

export interface UploadResponse {
  file_id: string;
  filename: string;
  status: 'PROCESSING';
}

export interface FileStatusDto {
  file_id: string;
  filename: string;
  status: FileStatus;
  error?: string;
}

export interface FileDto {
  file_id: string;
  filename: string;
  status: FileStatus;
  kind: string;
  size: number;
  created_at: string;
  error?: string;
}

export interface ChatSummaryDto {
  chat_id: string;
  title: string;
}

export interface ChatDetailsDto extends ChatSummaryDto {
  name: string;
  created_at: string;
  updated_at: string;
}

export interface SourceDto {
  file_id: string;
  filename: string;
  page: number | null;
  excerpt: string;
  /** The file was deleted since (issue 8): the name stays, the excerpt is gone. */
  deleted?: boolean;
}

export interface ChatMessageDto {
  content: string;
  sender: 'user' | 'bot';
  role: 'user' | 'bot';
  timestamp: string;
  image_url?: string | null;
  image_description?: string | null;
  sources?: SourceDto[];
}

export interface ChatReplyDto {
  result: string;
  chat_id: string;
  sources: SourceDto[];
}

/** Error bodies (architecture §3). */
export interface ValidationIssueDto {
  loc: (string | number)[];
  msg: string;
  type: string;
}
export type ErrorBody = { detail: string } | { detail: ValidationIssueDto[] };
