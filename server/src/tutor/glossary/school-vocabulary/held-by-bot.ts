// Whether a bot's files hold a word or phrase, read from the index's own document frequencies
// (termStats): the vocabulary translator keeps the candidates the teacher's files use.
import type { LanguageCode } from '../../../search/language-codes.js';
import type { SearchIndex } from '../../../search/search-index.js';
import type { HeldByBot } from './vocabulary-translator.js';

export function heldByBot(
  search: Pick<SearchIndex, 'termStats'>,
  botId: string,
  languages: readonly LanguageCode[],
): HeldByBot {
  return (phrases) =>
    Promise.all(
      phrases.map(async (phrase) => {
        const stats = await search.termStats?.(botId, phrase, languages);
        return !!stats && stats.terms.length > 0 && stats.terms.every((t) => t.df > 0);
      }),
    );
}
