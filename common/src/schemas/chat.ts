import { z } from 'zod';

/** JSON body of POST /api/bots/{bot_id}/chat/ (multipart carries the same fields plus image). */
export const chatSendSchema = z.strictObject({
  user_query: z.string().max(4000, 'Question must be at most 4000 characters').optional(),
  chat_id: z.string().min(1).max(64).optional(),
  image_description: z.string().max(500).optional(),
});
export type ChatSendInput = z.infer<typeof chatSendSchema>;

/** PATCH /api/bots/{bot_id}/chat/{chat_id}: a new title for one of my chats. */
export const chatRenameSchema = z.strictObject({
  title: z
    .string()
    .trim()
    .min(1, 'Please enter a title')
    .max(120, 'Title must be at most 120 characters'),
});
export type ChatRenameInput = z.infer<typeof chatRenameSchema>;

/** GET /api/bots/{bot_id}/chat/search?q=: words searched in my chats' titles and messages. */
export const chatSearchQuerySchema = z.object({
  q: z.string().trim().min(1, 'Please type something to search').max(200),
});

/** POST /api/bots/{bot_id}/chat/{chat_id}/messages/{message_id}/feedback (issue 10). */
export const messageFeedbackSchema = z.strictObject({
  helpful: z.boolean({ error: 'helpful must be true or false' }),
  comment: z.string().trim().max(500, 'Comment must be at most 500 characters').optional(),
});
export type MessageFeedbackInput = z.infer<typeof messageFeedbackSchema>;
