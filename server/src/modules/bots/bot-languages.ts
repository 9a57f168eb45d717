// A bot's OCR and search-analyzer languages, from its supported_languages column (a JSON list of
// choices such as "Arabic - English"). A damaged or empty value reads as Arabic and English.
import { LANGUAGE_CODES, type SupportedLanguage } from '@edubot/common';
import type { LanguageCode } from '../../search/language-codes.js';

const FALLBACK: readonly LanguageCode[] = ['ara', 'eng'];

/** Parsed by their JSON text: few distinct values, read on every question. */
const byJson = new Map<string, readonly LanguageCode[]>();

export function botLanguages(supportedLanguagesJson: string): LanguageCode[] {
  const known = byJson.get(supportedLanguagesJson);
  if (known) return [...known];
  let choices: unknown;
  try {
    choices = JSON.parse(supportedLanguagesJson);
  } catch {
    choices = [];
  }
  const codes = new Set<LanguageCode>();
  for (const choice of Array.isArray(choices) ? choices : []) {
    for (const code of LANGUAGE_CODES[choice as SupportedLanguage] ?? []) codes.add(code);
  }
  const result = codes.size > 0 ? [...codes] : FALLBACK;
  if (byJson.size >= 1000) byJson.clear();
  byJson.set(supportedLanguagesJson, result);
  return [...result];
}
