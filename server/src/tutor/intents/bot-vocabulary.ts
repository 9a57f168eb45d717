// The English words of a bot's files, by consonant key (glossary/transliteration.ts), read from
// an even sample of each document's chunks like its main topics (main-topics.ts) and cached per
// bot until its documents change. Built only when a request needs it: an Arabic topic the
// materials do not hold, on a bot whose languages include English.
import type { MaterialDocument, StudyMaterialReader } from '../../search/material-reader.js';
import { NameIndex } from '../glossary/name-spelling.js';
import { LatinVocabulary } from '../glossary/transliteration.js';

const SAMPLE_CHUNKS = 40;
const CACHE_LIMIT = 200;
const LATIN_WORD = /[A-Za-z][A-Za-z'’-]*/gu;

interface BotWords {
  latin: LatinVocabulary;
  /** The names of the files in both scripts (glossary/name-spelling.ts). */
  names: NameIndex;
}

/** Per bot, its words with the document list they were read from. */
const cache = new Map<string, { documents: readonly MaterialDocument[]; words: BotWords }>();

/**
 * The same documents, file by file. Compared field by field rather than through a key string of
 * the whole list (decision 117): on a bot of hundreds of files that string was built and hashed
 * on every question that asked for the vocabulary.
 */
function sameDocuments(a: readonly MaterialDocument[], b: readonly MaterialDocument[]): boolean {
  return (
    a.length === b.length &&
    a.every(
      (d, i) =>
        d.fileId === b[i]!.fileId && d.filename === b[i]!.filename && d.chunks === b[i]!.chunks,
    )
  );
}

async function botWords(reader: StudyMaterialReader, botId: string): Promise<BotWords> {
  const documents = await reader.documents(botId);
  const cached = cache.get(botId);
  if (cached && sameDocuments(cached.documents, documents)) return cached.words;
  const words: BotWords = { latin: new LatinVocabulary(), names: new NameIndex() };
  for (const document of documents) {
    const chunks = await reader.documentChunks(botId, document, { limit: SAMPLE_CHUNKS });
    for (const chunk of chunks) {
      for (const word of chunk.text.match(LATIN_WORD) ?? []) words.latin.add(word);
      words.names.addText(chunk.text);
    }
  }
  if (cache.size >= CACHE_LIMIT && !cache.has(botId)) cache.clear();
  cache.set(botId, { documents, words });
  return words;
}

export async function botVocabulary(
  reader: StudyMaterialReader,
  botId: string,
): Promise<LatinVocabulary> {
  return (await botWords(reader, botId)).latin;
}

/** The files' spelling of a name in the other script ("Granada" -> "غرناطة"), or null. */
export async function nameInFiles(
  reader: StudyMaterialReader,
  botId: string,
  phrase: string,
): Promise<string | null> {
  return (await botWords(reader, botId)).names.match(phrase);
}

const ARABIC_WORD = /\p{Script=Arabic}+/gu;

/** An Arabic word of a text and the English word of the bot's files it spells. */
export interface Spelling {
  arabic: string;
  english: string;
}

/** The English words of the bot's files that the Arabic words of `text` spell ("الكيوبت" -> "qubit"). */
export async function englishSpellings(
  reader: StudyMaterialReader,
  botId: string,
  text: string,
): Promise<Spelling[]> {
  const arabic = [...new Set(text.match(ARABIC_WORD) ?? [])];
  if (arabic.length === 0) return [];
  const vocabulary = await botVocabulary(reader, botId);
  const out: Spelling[] = [];
  for (const word of arabic) {
    const english = vocabulary.match(word);
    if (english) out.push({ arabic: word, english });
  }
  return out;
}
