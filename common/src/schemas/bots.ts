import { z } from 'zod';
import { GRADE_SYSTEMS, MIN_NAME_LENGTH, SUPPORTED_LANGUAGES } from '../constants.js';
import { MSG } from '../messages.js';

const ALL_GRADES = GRADE_SYSTEMS.flatMap((s) => s.grades);

/** Create-bot step 1 and POST /api/bots (docs/product.md: name and subject trimmed). */
export const createBotSchema = z.strictObject({
  name: z
    .string({ error: MSG.botNameRequired })
    .trim()
    .min(1, MSG.botNameRequired)
    .min(MIN_NAME_LENGTH, MSG.botNameMin)
    .max(100, 'Bot name must be at most 100 characters'),
  subject: z
    .string({ error: MSG.subjectRequired })
    .trim()
    .min(1, MSG.subjectRequired)
    .max(100, 'Subject must be at most 100 characters'),
  grade: z
    .string({ error: MSG.gradeRequired })
    .min(1, MSG.gradeRequired)
    .refine((g) => ALL_GRADES.includes(g), MSG.gradeRequired),
  supported_languages: z
    .array(z.enum(SUPPORTED_LANGUAGES), { error: MSG.languagesRequired })
    .min(1, MSG.languagesRequired)
    .max(SUPPORTED_LANGUAGES.length),
});
export type CreateBotInput = z.infer<typeof createBotSchema>;

/** How the tutor words its replies (issue 10); a model-backed tutor is told, the extractive one keeps its own wording. */
export const BOT_TONES = ['friendly', 'formal', 'encouraging'] as const;
export type BotTone = (typeof BOT_TONES)[number];
export const MAX_STARTER_QUESTIONS = 4;
export const MAX_DAILY_MESSAGE_QUOTA = 10_000;

/** A teacher's instructions for one bot: shown to students in the empty chat and used by the tutor. */
export const botInstructionsSchema = z.strictObject({
  welcome: z.string().trim().max(500, 'Welcome message must be at most 500 characters'),
  starter_questions: z
    .array(
      z
        .string()
        .trim()
        .min(1, 'A starter question cannot be empty')
        .max(200, 'A starter question must be at most 200 characters'),
    )
    .max(MAX_STARTER_QUESTIONS, `At most ${MAX_STARTER_QUESTIONS} starter questions`),
  tone: z.enum(BOT_TONES),
  homework_mode: z.boolean(),
});
export type BotInstructions = z.infer<typeof botInstructionsSchema>;

export const DEFAULT_BOT_INSTRUCTIONS: BotInstructions = {
  welcome: '',
  starter_questions: [],
  tone: 'friendly',
  homework_mode: false,
};

/** PATCH /api/bots/{bot_id}: any subset of the bot's settings; at least one. */
export const updateBotSchema = createBotSchema
  .partial()
  .extend({
    is_active: z.boolean(),
    daily_message_quota: z
      .number()
      .int('Daily quota must be a whole number')
      .min(1, 'Daily quota must be at least 1')
      .max(MAX_DAILY_MESSAGE_QUOTA, `Daily quota must be at most ${MAX_DAILY_MESSAGE_QUOTA}`)
      .nullable(),
    instructions: botInstructionsSchema.partial(),
  })
  .partial()
  .refine((v) => Object.keys(v).length > 0, 'Send at least one field to change');
export type UpdateBotInput = z.infer<typeof updateBotSchema>;
