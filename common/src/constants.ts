// Business constants and lists of docs/product.md, shared by web and server.

export const ROLES = ['student', 'teacher'] as const;
export type Role = (typeof ROLES)[number];

export const TEACHER_DEFAULT_PROFILE = { bot_limit: 3, current_bots: 0 } as const;

export const MIN_NAME_LENGTH = 2;
export const MIN_PASSWORD_LENGTH = 6;
/** New passwords (register, profile change) need more than the 6 of docs/product.md (issue 8); sign-in keeps 6. */
export const MIN_NEW_PASSWORD_LENGTH = 8;
export const SHORT_BOT_ID_LENGTH = 8;

export const FREE_TRIAL_DAYS = 14;

/** Chat image rules (docs/product.md). */
export const CHAT_IMAGE_MAX_BYTES = 20_971_520;
export const CHAT_IMAGE_MIME_TYPES = ['image/png', 'image/jpeg', 'image/jpg', 'image/webp'] as const;

/** Study file types a teacher may upload (docs/product.md). */
export const STUDY_FILE_MIME_TYPES = [
  'application/pdf',
  'image/png',
  'image/jpeg',
  'image/svg+xml',
  'application/zip',
  'application/x-zip-compressed',
] as const;
export const STUDY_FILE_KINDS = ['pdf', 'png', 'jpeg', 'svg', 'zip'] as const;
export type StudyFileKind = (typeof STUDY_FILE_KINDS)[number];

export const FILE_STATUSES = ['PROCESSING', 'COMPLETED', 'FAILED'] as const;
export type FileStatus = (typeof FILE_STATUSES)[number];

export const POLL_DASHBOARD_MS = 1_000;
export const POLL_FILES_TAB_MS = 5_000;

export const SUPPORTED_LANGUAGES = [
  'Arabic - English',
  'Arabic - French',
  'Arabic - German',
  'Only Arabic',
] as const;
export type SupportedLanguage = (typeof SUPPORTED_LANGUAGES)[number];

/** OCR / stemming language codes each supported-language choice implies. */
export const LANGUAGE_CODES: Record<SupportedLanguage, readonly ('ara' | 'eng' | 'fra' | 'deu')[]> = {
  'Arabic - English': ['ara', 'eng'],
  'Arabic - French': ['ara', 'fra'],
  'Arabic - German': ['ara', 'deu'],
  'Only Arabic': ['ara'],
};

export interface GradeSystem {
  name: string;
  grades: readonly string[];
}

export const GRADE_SYSTEMS: readonly GradeSystem[] = [
  {
    name: 'Egyptian National System',
    grades: ['1st Prep', '2nd Prep', '3rd Prep', '1st Secondary', '2nd Secondary', '3rd Secondary'],
  },
  {
    name: 'American System',
    grades: ['Grade 7', 'Grade 8', 'Grade 9', 'Grade 10', 'Grade 11', 'Grade 12'],
  },
  {
    name: 'IG System',
    grades: ['Year 7', 'Year 8', 'Year 9', 'Year 10', 'Year 11', 'Year 12', 'Year 13'],
  },
];
