// Response shapes of every API call, as zod schemas: the server declares them on its routes (they
// validate each answer and produce the OpenAPI document), the web reads its types from them.
import { z } from 'zod';
import { FILE_STATUSES, ROLES, SUPPORTED_LANGUAGES } from './constants.js';
import { botInstructionsSchema } from './schemas/bots.js';

const id = z.string();
const timestamp = z.string().describe('ISO 8601 date-time (UTC)');
const membershipStatus = z.enum(['pending', 'accepted', 'rejected']);

export const teacherProfileDtoSchema = z.object({
  bot_limit: z.number(),
  current_bots: z.number(),
});
export type TeacherProfile = z.infer<typeof teacherProfileDtoSchema>;

export const userDtoSchema = z.object({
  _id: id,
  name: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  is_active: z.boolean(),
  created_at: timestamp,
  teacher_profile: teacherProfileDtoSchema.optional(),
});
export type UserDto = z.infer<typeof userDtoSchema>;

export const loginResponseSchema = z.object({
  access_token: z.string(),
  token_type: z.literal('bearer'),
  user: userDtoSchema,
  role: z.enum(ROLES),
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/** PUT /api/users/me: the profile, plus a fresh token when the password changed. */
export const profileUpdateResponseSchema = userDtoSchema.extend({
  access_token: z
    .string()
    .optional()
    .describe(
      'Present when the password changed: older tokens stop working, this one replaces them',
    ),
});
export type ProfileUpdateResponse = z.infer<typeof profileUpdateResponseSchema>;

/** The teacher's list: how the bot's study files stand, from the server's file statuses. */
export const botFilesSummarySchema = z.object({
  total: z.number(),
  processing: z.number(),
  completed: z.number(),
  failed: z.number(),
});
export type BotFilesSummary = z.infer<typeof botFilesSummarySchema>;

export const botDtoSchema = z.object({
  _id: id,
  name: z.string(),
  grade: z.string(),
  subject: z.string(),
  supported_languages: z.array(z.enum(SUPPORTED_LANGUAGES)),
  created_at: timestamp,
  /** Short code students type or scan to ask for access (no 0/O, 1/I). */
  join_code: z.string(),
  /** In GET /api/bots/teacher/me only: the files' states, for the dashboard badge. */
  files: botFilesSummarySchema.optional(),
  is_active: z
    .boolean()
    .describe('False: turned off by its teacher; students are refused with 403'),
  daily_message_quota: z
    .number()
    .nullable()
    .describe('Messages per student per day on this bot; null = only the server-wide limit'),
  instructions: botInstructionsSchema,
});
export type BotDto = z.infer<typeof botDtoSchema>;

export const teacherMembershipDtoSchema = z.object({
  id,
  _id: id,
  student_id: id,
  student_name: z.string(),
  student_email: z.string(),
  bot_id: id,
  status: membershipStatus,
  created_at: timestamp,
  expires_at: timestamp.nullable(),
});
export type TeacherMembershipDto = z.infer<typeof teacherMembershipDtoSchema>;

export const botMembershipsResponseSchema = z.object({
  pending: z.array(teacherMembershipDtoSchema),
  accepted: z.array(teacherMembershipDtoSchema),
  expired: z.array(teacherMembershipDtoSchema),
});
export type BotMembershipsResponse = z.infer<typeof botMembershipsResponseSchema>;

export const studentMembershipDtoSchema = z.object({
  _id: id,
  bot_id: id,
  bot_name: z.string(),
  bot_join_code: z.string(),
  status: membershipStatus,
  created_at: timestamp,
  expires_at: timestamp.nullable(),
});
export type StudentMembershipDto = z.infer<typeof studentMembershipDtoSchema>;

export const subscriptionDtoSchema = z.object({
  _id: id,
  name: z.string(),
  subject: z.string(),
  grade: z.string(),
  membership: z.object({ expires_at: timestamp.nullable(), created_at: timestamp }),
});
export type SubscriptionDto = z.infer<typeof subscriptionDtoSchema>;

export const myMembershipsResponseSchema = z.object({
  accepted: z.array(studentMembershipDtoSchema),
  expired: z.array(studentMembershipDtoSchema),
  others: z.array(studentMembershipDtoSchema),
  subscriptions: z.array(subscriptionDtoSchema),
});
export type MyMembershipsResponse = z.infer<typeof myMembershipsResponseSchema>;

export const uploadResponseSchema = z.object({
  file_id: id,
  filename: z.string(),
  status: z.literal('PROCESSING'),
});
export type UploadResponse = z.infer<typeof uploadResponseSchema>;

export const fileStatusDtoSchema = z.object({
  file_id: id,
  filename: z.string(),
  status: z.enum(FILE_STATUSES),
  error: z.string().optional(),
});
export type FileStatusDto = z.infer<typeof fileStatusDtoSchema>;

export const fileDtoSchema = fileStatusDtoSchema.extend({
  kind: z.string(),
  size: z.number(),
  created_at: timestamp,
});
export type FileDto = z.infer<typeof fileDtoSchema>;

export const fileDeletedResponseSchema = z.object({ file_id: id, deleted: z.literal(true) });
export type FileDeletedResponse = z.infer<typeof fileDeletedResponseSchema>;

export const chatSummaryDtoSchema = z.object({ chat_id: id, title: z.string() });

/** GET my_chats: each chat with its dates, so lists can group by day (issue 11). */
export const chatListItemDtoSchema = chatSummaryDtoSchema.extend({
  created_at: timestamp.optional(),
  updated_at: timestamp.optional(),
});
export type ChatSummaryDto = z.infer<typeof chatListItemDtoSchema>;

export const chatDetailsDtoSchema = chatSummaryDtoSchema.extend({
  name: z.string(),
  created_at: timestamp,
  updated_at: timestamp,
});
export type ChatDetailsDto = z.infer<typeof chatDetailsDtoSchema>;

export const sourceDtoSchema = z.object({
  file_id: id,
  filename: z.string(),
  page: z.number().nullable(),
  excerpt: z.string(),
  /** The file was deleted since: the name stays, the excerpt is gone. */
  deleted: z.boolean().optional(),
});
export type SourceDto = z.infer<typeof sourceDtoSchema>;

export const chatMessageDtoSchema = z.object({
  id: id.describe('Message id: feedback on a bot reply is sent by this id'),
  content: z.string(),
  sender: z.enum(['user', 'bot']),
  role: z.enum(['user', 'bot']),
  timestamp,
  image_url: z.string().nullish(),
  image_description: z.string().nullish(),
  sources: z.array(sourceDtoSchema).optional(),
  /** Bot messages: the student's thumbs (true up, false down), null when not rated. */
  helpful: z.boolean().nullish(),
});
export type ChatMessageDto = z.infer<typeof chatMessageDtoSchema>;

export const chatReplyDtoSchema = z.object({
  result: z.string(),
  chat_id: id,
  sources: z.array(sourceDtoSchema),
});
export type ChatReplyDto = z.infer<typeof chatReplyDtoSchema>;

/** GET /api/bots/{bot_id}/chat/search: chats whose title or messages hold every word. */
export const chatSearchHitDtoSchema = z.object({
  chat_id: id,
  title: z.string(),
  updated_at: timestamp,
  snippet: z
    .string()
    .nullable()
    .describe('Part of the first matching message; null when the title matched'),
});
export type ChatSearchHitDto = z.infer<typeof chatSearchHitDtoSchema>;

/** Events of POST /api/bots/{bot_id}/chat/stream (text/event-stream), in order. */
export const chatStreamDeltaSchema = z.object({ text: z.string() });
export const chatStreamDoneSchema = chatReplyDtoSchema.extend({
  message_id: id.describe('Id of the saved reply: feedback is sent for it'),
  user_message_id: id.describe('Id of the saved question'),
  flagged: z
    .boolean()
    .optional()
    .describe('True when the safety rules flagged the question and this is the supportive reply'),
  result: z.string().describe('The final text: replaces the deltas (citations renumbered)'),
  by_model: z.boolean().describe('A language model wrote it (asking again may give another answer)'),
});
export const chatStreamErrorSchema = z.object({ detail: z.string() });

/** What a bot reply was (issue 10): feeds the gaps report and the class summary. */
export const REPLY_OUTCOMES = ['answered', 'declined', 'study', 'flagged'] as const;
export type ReplyOutcome = (typeof REPLY_OUTCOMES)[number];

export const SAFETY_CATEGORIES = ['self_harm', 'abuse', 'sexual', 'violence'] as const;
export type SafetyCategory = (typeof SAFETY_CATEGORIES)[number];

export const messageFeedbackDtoSchema = z.object({
  message_id: id,
  helpful: z.boolean(),
  comment: z.string().nullable(),
});
export type MessageFeedbackDto = z.infer<typeof messageFeedbackDtoSchema>;

/** GET /api/bots/{bot_id}/insights/chats item: a student's chat with the bot. */
export const insightChatDtoSchema = z.object({
  chat_id: id,
  student_id: id,
  student_name: z.string(),
  title: z.string(),
  message_count: z.number(),
  last_activity: timestamp,
});
export type InsightChatDto = z.infer<typeof insightChatDtoSchema>;

/** GET /api/bots/{bot_id}/insights/chats/{chat_id} */
export const insightChatDetailDtoSchema = z.object({
  chat_id: id,
  title: z.string(),
  student_id: id,
  student_name: z.string(),
  messages: z.array(
    chatMessageDtoSchema.extend({
      outcome: z.enum(REPLY_OUTCOMES).nullish().describe('Bot replies: what the reply was'),
    }),
  ),
});
export type InsightChatDetailDto = z.infer<typeof insightChatDetailDtoSchema>;

/** GET /api/bots/{bot_id}/insights/gaps item: questions the materials did not cover, by topic. */
export const gapDtoSchema = z.object({
  topic: z.string(),
  count: z.number(),
  examples: z.array(z.string()).describe('Up to three questions, most recent first'),
  last_asked: timestamp,
});
export type GapDto = z.infer<typeof gapDtoSchema>;

export const insightsSummaryDtoSchema = z.object({
  days: z.number(),
  questions_per_day: z
    .array(z.object({ date: z.string(), count: z.number() }))
    .describe('One entry per UTC day of the window, oldest first'),
  questions: z.number(),
  active_students: z.number(),
  answered: z.number(),
  declined: z.number(),
  answered_rate: z
    .number()
    .nullable()
    .describe('answered / (answered + declined); null when neither'),
  top_topics: z.array(z.object({ topic: z.string(), count: z.number() })),
  busiest_hours: z
    .array(z.object({ hour: z.number(), count: z.number() }))
    .describe('24 entries, UTC hours 0-23'),
  unresolved_alerts: z.number(),
  uptime: z
    .object({ ratio: z.number().nullable(), since: timestamp.nullable() })
    .describe('Share of the last 24 h the server was up (minutes recorded), 0..1'),
});
export type InsightsSummaryDto = z.infer<typeof insightsSummaryDtoSchema>;

/** GET /api/bots/{bot_id}/alerts item. */
export const safetyAlertDtoSchema = z.object({
  id,
  bot_id: id,
  chat_id: id,
  message_id: id,
  student_id: id,
  student_name: z.string(),
  categories: z.array(z.enum(SAFETY_CATEGORIES)),
  message: z.string().describe('The flagged message as the student wrote it'),
  created_at: timestamp,
  resolved_at: timestamp.nullable(),
});
export type SafetyAlertDto = z.infer<typeof safetyAlertDtoSchema>;

export const acceptAllResponseSchema = z.object({ accepted: z.number() });
export type AcceptAllResponse = z.infer<typeof acceptAllResponseSchema>;

export const filesResetResponseSchema = z.object({ deleted: z.number() });
export type FilesResetResponse = z.infer<typeof filesResetResponseSchema>;

export const healthResponseSchema = z.object({ status: z.literal('ok') });

/** Error bodies: a validation failure lists every issue; anything else is one readable text. */
export const validationIssueDtoSchema = z.object({
  loc: z.array(z.union([z.string(), z.number()])),
  msg: z.string(),
  type: z.string(),
});
export type ValidationIssueDto = z.infer<typeof validationIssueDtoSchema>;
export const errorDetailSchema = z.object({ detail: z.string() });
export const validationErrorSchema = z.object({ detail: z.array(validationIssueDtoSchema) });
export type ErrorBody = z.infer<typeof errorDetailSchema> | z.infer<typeof validationErrorSchema>;
