// The reply to a photographed question the teacher's answer key answers (answer-key.ts): what
// the key says for that question's number, in the student's language, cited to the key first
// (where the answer is) and the worksheet's question second.
import type { SourceDto } from '@edubot/common';
import type { AnswerKeyAnswer } from './answer-key.js';
import type { QuestionLanguage } from './question-language.js';

const KEY_SAYS: Record<QuestionLanguage, string> = {
  ar: 'في مفتاح الإجابة في «{file}»، إجابة السؤال {n}: {answer}',
  en: 'The answer key in "{file}" gives for question {n}: {answer}',
  fr: 'Le corrigé de « {file} » donne pour la question {n} : {answer}',
  de: 'Der Lösungsschlüssel in „{file}“ gibt für Frage {n} an: {answer}',
};

const EXCERPT_CHARS = 300;

function shortened(text: string): string {
  if (text.length <= EXCERPT_CHARS) return text;
  const cut = text.lastIndexOf(' ', EXCERPT_CHARS);
  return `${text.slice(0, cut > EXCERPT_CHARS / 2 ? cut : EXCERPT_CHARS)}…`;
}

export function answerKeyReply(
  language: QuestionLanguage,
  found: AnswerKeyAnswer,
): { text: string; sources: SourceDto[] } {
  const text = KEY_SAYS[language]
    .replace('{file}', found.keyChunk.filename)
    .replace('{n}', String(found.number))
    .replace('{answer}', found.answer);
  const key: SourceDto = {
    file_id: found.keyChunk.fileId,
    filename: found.keyChunk.filename,
    page: found.keyChunk.page,
    excerpt: shortened(found.keyExcerpt),
  };
  const question: SourceDto = {
    file_id: found.questionChunk.fileId,
    filename: found.questionChunk.filename,
    page: found.questionChunk.page,
    excerpt: shortened(found.questionChunk.text.replace(/\s+/gu, ' ').trim()),
  };
  const sameChunk = found.keyChunk.chunkId === found.questionChunk.chunkId;
  return { text, sources: sameChunk ? [key] : [key, question] };
}
