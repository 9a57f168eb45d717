import { z } from 'zod';

/** JSON body of POST /api/bots/{bot_id}/chat/ (multipart carries the same fields plus image). */
export const chatSendSchema = z.strictObject({
  user_query: z.string().max(4000, 'Question must be at most 4000 characters').optional(),
  chat_id: z.string().min(1).max(64).optional(),
  image_description: z.string().max(500).optional(),
});
export type ChatSendInput = z.infer<typeof chatSendSchema>;
