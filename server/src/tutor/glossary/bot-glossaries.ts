// The glossary side of a bot: mined and stored when a file is indexed, compiled and cached per
// bot for questions. The cache is keyed by the stored version (entry count and last row), so a
// file replaced, deleted (foreign-key cascade) or added is seen on the next question.
import type { ChunkInput } from '../../search/search-index.js';
import type { LanguageCode } from '../../search/language-codes.js';
import { CompiledGlossary } from './compiled-glossary.js';
import type { GlossaryRepository, GlossaryVersion } from './glossary.repository.js';
import { mineGlossary } from './mine-glossary.js';

const MAX_CACHED_BOTS = 256;

/** Cross-language help applies to bots that teach in both Arabic and English. */
export function isBilingual(languages: readonly LanguageCode[]): boolean {
  return languages.includes('ara') && languages.includes('eng');
}

export class BotGlossaries {
  private readonly cache = new Map<
    string,
    { version: GlossaryVersion; languages: string; glossary: CompiledGlossary }
  >();

  constructor(private readonly repository: GlossaryRepository) {}

  /** Mines the file's chunks and stores its entries (replacing earlier ones). */
  async indexFile(botId: string, fileId: string, chunks: readonly ChunkInput[]): Promise<number> {
    const entries = mineGlossary(chunks);
    await this.repository.replaceFile(botId, fileId, entries);
    return entries.length;
  }

  removeFile(fileId: string): Promise<void> {
    return this.repository.removeFile(fileId);
  }

  /** The bot's glossary, or null when it has none or does not teach in both languages. */
  async forBot(
    botId: string,
    languages: readonly LanguageCode[],
  ): Promise<CompiledGlossary | null> {
    if (!isBilingual(languages)) return null;
    const version = await this.repository.version(botId);
    if (version.count === 0) return null;
    const key = languages.join(',');
    const cached = this.cache.get(botId);
    if (
      cached &&
      cached.languages === key &&
      cached.version.count === version.count &&
      cached.version.lastSeq === version.lastSeq
    )
      return cached.glossary;
    const glossary = new CompiledGlossary(await this.repository.listForBot(botId), languages);
    if (this.cache.size >= MAX_CACHED_BOTS) this.cache.delete(this.cache.keys().next().value!);
    this.cache.set(botId, { version, languages: key, glossary });
    return glossary;
  }
}
