// The reply to a calculation whose formula the notes give (photo-calculation.ts): the formula's
// passage quoted and cited, then the substitution of the question's values when it was worked.
import type { SourceDto } from '@edubot/common';
import type { FoundFormula } from './photo-calculation.js';
import type { QuestionLanguage } from './question-language.js';

const FORMULA_IN: Record<QuestionLanguage, string> = {
  ar: 'في «{file}» القانون الذي يُحسب به هذا:',
  en: 'The notes give the formula for this in "{file}":',
  fr: 'Les notes donnent la formule dans « {file} » :',
  de: 'Die Notizen geben die Formel in „{file}“ an:',
};
const WORKED: Record<QuestionLanguage, string> = {
  ar: 'بالتعويض بقيم السؤال: {worked}',
  en: 'With the values in the question: {worked}',
  fr: 'Avec les valeurs de la question : {worked}',
  de: 'Mit den Werten der Aufgabe: {worked}',
};

export function formulaReplyText(
  language: QuestionLanguage,
  hit: { fileId: string; filename: string; page: number | null },
  found: FoundFormula,
): { text: string; sources: SourceDto[] } {
  const lines = [
    FORMULA_IN[language].replace('{file}', hit.filename),
    found.passage,
    ...(found.worked ? [WORKED[language].replace('{worked}', found.worked)] : []),
  ];
  return {
    text: lines.join('\n\n'),
    sources: [
      { file_id: hit.fileId, filename: hit.filename, page: hit.page, excerpt: found.passage },
    ],
  };
}
