// Cross-language questions on a bilingual bot (issue 7 §5): an Arabic question about English
// notes, or the reverse. The question is first answered as asked (same-language questions are
// unchanged). When it names a glossary term and that answer does not bear on the term (it
// declined, quotes only a glossary table, or never mentions the term in either language), the
// question is asked again with the term's translation, and the answer is introduced in the
// student's language by a one-line lead-in (written templates, no machine translation).
import type { SourceDto } from '@edubot/common';
import type { SearchHit } from '../../search/search-index.js';
import { analyze } from '../../search/analyzer/analyzer.js';
import type { LanguageCode } from '../../search/language-codes.js';
import type { QuestionLanguage } from '../question-language.js';
import type { CompiledGlossary, GlossaryMatch } from './compiled-glossary.js';

interface Reply {
  text: string;
  sources: SourceDto[];
}

const ARABIC_LETTER = /\p{Script=Arabic}/gu;
const LATIN_LETTER = /\p{Script=Latin}/gu;

function tokenSet(text: string, languages: readonly LanguageCode[]): Set<string> {
  return new Set(analyze(text, languages).flatMap((t) => [t.stem, t.light]));
}

function mentions(words: Set<string>, term: string, languages: readonly LanguageCode[]): boolean {
  const tokens = analyze(term, languages);
  return tokens.length > 0 && tokens.every((t) => words.has(t.stem) || words.has(t.light));
}

/** Whether the answer given to the question as asked already bears on the glossary terms it names. */
export function answerBearsOnTerms(
  reply: Reply,
  matches: readonly GlossaryMatch[],
  glossary: CompiledGlossary,
  languages: readonly LanguageCode[],
): boolean {
  if (reply.sources.length === 0) return false;
  // A glossary table names the term; it does not explain it.
  if (reply.sources.every((s) => glossary.isTermList(s.file_id, s.page))) return false;
  const words = tokenSet(reply.text, languages);
  return matches.some(
    (m) => mentions(words, m.term, languages) || mentions(words, m.translation, languages),
  );
}

/** The question in the other language as far as the glossary knows it: the translated terms, plus its words already in that script. */
export function translatedQuery(query: string, matches: readonly GlossaryMatch[]): string {
  const toEnglish = matches.filter((m) => m.asked === 'ar').map((m) => m.translation);
  const toArabic = matches.filter((m) => m.asked === 'en').map((m) => m.translation);
  const latinWords = query.match(/[\p{Script=Latin}\p{N}][\p{Script=Latin}\p{N}'’-]*/gu) ?? [];
  const arabicWords = query.match(/[\p{Script=Arabic}]+/gu) ?? [];
  const parts = [...toEnglish, ...toArabic];
  if (toEnglish.length > 0) parts.push(...latinWords);
  if (toArabic.length > 0) parts.push(...arabicWords.filter((w) => !/^[\p{N}]+$/u.test(w)));
  return parts.join(' ');
}

/** 'ar' when the quoted sources are mostly Arabic script, 'latin' when mostly Latin. */
function sourcesScript(sources: readonly SourceDto[]): 'ar' | 'latin' | null {
  const text = sources.map((s) => s.excerpt).join(' ');
  const arabic = text.match(ARABIC_LETTER)?.length ?? 0;
  const latin = text.match(LATIN_LETTER)?.length ?? 0;
  if (arabic === 0 && latin === 0) return null;
  return arabic >= latin ? 'ar' : 'latin';
}

const LATIN_NAME_IN_ARABIC: Record<string, string> = {
  eng: 'الإنجليزية',
  fra: 'الفرنسية',
  deu: 'الألمانية',
};

const LEAD_IN_ARABIC_QUOTES: Record<Exclude<QuestionLanguage, 'ar'>, [string, string]> = {
  en: [
    "Your teacher's files answer this in Arabic:",
    "Your teacher's files answer this in Arabic (“{term}” is “{translation}” there):",
  ],
  fr: [
    'Les fichiers de ton enseignant répondent à cela en arabe :',
    'Les fichiers de ton enseignant répondent à cela en arabe (« {term} » y est « {translation} ») :',
  ],
  de: [
    'Die Dateien deiner Lehrkraft beantworten das auf Arabisch:',
    'Die Dateien deiner Lehrkraft beantworten das auf Arabisch („{term}“ heißt dort „{translation}“):',
  ],
};

const LEAD_IN_LATIN_QUOTES: [string, string] = [
  'وجدت الإجابة في ملفات معلمك باللغة {language}:',
  'وجدت الإجابة في ملفات معلمك باللغة {language}، و«{term}» فيها هو «{translation}»:',
];

/**
 * One line in the student's language before quotes in the other script, naming the glossary
 * term when one led to them; null when the quotes are in the student's own script.
 */
export function crossLanguageLeadIn(
  language: QuestionLanguage,
  sources: readonly SourceDto[],
  botLanguages: readonly LanguageCode[],
  match?: GlossaryMatch,
): string | null {
  const script = sourcesScript(sources);
  if (script === null) return null;
  const fill = (template: string) =>
    template
      .replace('{term}', match?.term ?? '')
      .replace('{translation}', match?.translation ?? '')
      .replace(
        '{language}',
        LATIN_NAME_IN_ARABIC[botLanguages.find((l) => l !== 'ara') ?? 'eng'] ?? 'الإنجليزية',
      );
  if (language === 'ar' && script === 'latin') return fill(LEAD_IN_LATIN_QUOTES[match ? 1 : 0]);
  if (language !== 'ar' && script === 'ar')
    return fill(LEAD_IN_ARABIC_QUOTES[language][match ? 1 : 0]);
  return null;
}

/** Two result lists taken in turn (a[0], b[0], a[1], ...), each chunk once, at most `limit`. */
export function interleaveHits(
  a: readonly SearchHit[],
  b: readonly SearchHit[],
  limit: number,
): SearchHit[] {
  const out: SearchHit[] = [];
  const seen = new Set<string>();
  for (let i = 0; i < Math.max(a.length, b.length) && out.length < limit; i++) {
    for (const hit of [a[i], b[i]]) {
      if (!hit || seen.has(hit.chunkId) || out.length >= limit) continue;
      seen.add(hit.chunkId);
      out.push(hit);
    }
  }
  return out;
}
