// A decline that tells the student why (issue 7 §3): the plain "not covered" message in the
// question's language, and, when one of the bot's files failed or is still being processed,
// which one, so a student knows the answer may be in a file the tutor cannot read yet.
import type { BotFileState } from '../bot-files.js';
import { declineMessage } from '../decline-messages.js';
import type { QuestionLanguage } from '../question-language.js';

type FileNote = (names: string) => string;

const FAILED: Record<QuestionLanguage, { one: FileNote; many: FileNote }> = {
  ar: {
    one: (names) => `تعذّرت قراءة أحد ملفات معلمك: ${names}.`,
    many: (names) => `تعذّرت قراءة بعض ملفات معلمك: ${names}.`,
  },
  en: {
    one: (names) => `One of your teacher's files could not be read: ${names}.`,
    many: (names) => `Some of your teacher's files could not be read: ${names}.`,
  },
  fr: {
    one: (names) => `Un des fichiers de ton enseignant n'a pas pu être lu : ${names}.`,
    many: (names) => `Certains fichiers de ton enseignant n'ont pas pu être lus : ${names}.`,
  },
  de: {
    one: (names) => `Eine Datei deiner Lehrkraft konnte nicht gelesen werden: ${names}.`,
    many: (names) => `Einige Dateien deiner Lehrkraft konnten nicht gelesen werden: ${names}.`,
  },
};

const PROCESSING: Record<QuestionLanguage, { one: FileNote; many: FileNote }> = {
  ar: {
    one: (names) => `أحد ملفات معلمك ما زال قيد المعالجة: ${names}. أعد السؤال بعد قليل.`,
    many: (names) => `بعض ملفات معلمك ما زالت قيد المعالجة: ${names}. أعد السؤال بعد قليل.`,
  },
  en: {
    one: (names) =>
      `One of your teacher's files is still being processed: ${names}. Ask again in a few minutes.`,
    many: (names) =>
      `Some of your teacher's files are still being processed: ${names}. Ask again in a few minutes.`,
  },
  fr: {
    one: (names) =>
      `Un des fichiers de ton enseignant est encore en cours de traitement : ${names}. Repose ta question dans quelques minutes.`,
    many: (names) =>
      `Certains fichiers de ton enseignant sont encore en cours de traitement : ${names}. Repose ta question dans quelques minutes.`,
  },
  de: {
    one: (names) =>
      `Eine Datei deiner Lehrkraft wird noch verarbeitet: ${names}. Frag in ein paar Minuten noch einmal.`,
    many: (names) =>
      `Einige Dateien deiner Lehrkraft werden noch verarbeitet: ${names}. Frag in ein paar Minuten noch einmal.`,
  },
};

/** At most this many file names are listed; a long list would bury the message. */
const MAX_NAMED_FILES = 3;

function listed(files: readonly BotFileState[], withReason: boolean, language: QuestionLanguage) {
  const separator = language === 'ar' ? '، ' : ', ';
  const names = files
    .slice(0, MAX_NAMED_FILES)
    .map((f) => (withReason && f.error ? `${f.filename} (${f.error})` : f.filename));
  if (files.length > MAX_NAMED_FILES) names.push('…');
  return names.join(separator);
}

/** The sentences about files the tutor could not search, or '' when every file is ready. */
export function fileStateNote(
  files: readonly BotFileState[] | undefined,
  language: QuestionLanguage,
): string {
  if (!files || files.length === 0) return '';
  const failed = files.filter((f) => f.status === 'FAILED');
  const processing = files.filter((f) => f.status === 'PROCESSING');
  const notes: string[] = [];
  if (failed.length > 0) {
    const note = FAILED[language];
    notes.push((failed.length === 1 ? note.one : note.many)(listed(failed, true, language)));
  }
  if (processing.length > 0) {
    const note = PROCESSING[language];
    notes.push(
      (processing.length === 1 ? note.one : note.many)(listed(processing, false, language)),
    );
  }
  return notes.join(' ');
}

/** The tutor's decline: "not covered", then which files it could not search, if any. */
export function declineReply(language: QuestionLanguage, files?: readonly BotFileState[]): string {
  const note = fileStateNote(files, language);
  return note ? `${declineMessage(language)} ${note}` : declineMessage(language);
}
