import { z } from 'zod';
import { GRADE_SYSTEMS, MIN_NAME_LENGTH, SUPPORTED_LANGUAGES } from '../constants.js';
import { MSG } from '../messages.js';

const ALL_GRADES = GRADE_SYSTEMS.flatMap((s) => s.grades);

/** Create-bot step 1 and POST /api/bots (spec §5: name and subject trimmed). */
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
