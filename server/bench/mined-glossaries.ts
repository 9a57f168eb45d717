// The glossary side of the app for the retrieval benchmark: each file's chunks mined exactly as
// the ingestion job mines them (tutor/glossary/mine-glossary.ts), compiled per bot, kept in
// memory (the benchmark's database has only the search tables). EDUBOT_BENCH_GLOSSARY=off
// leaves it out, to measure what the glossary changes.
import type { LanguageCode } from '../src/search/language-codes.js';
import type { ChunkInput } from '../src/search/search-index.js';
import { isBilingual } from '../src/tutor/glossary/bot-glossaries.js';
import { CompiledGlossary } from '../src/tutor/glossary/compiled-glossary.js';
import type { StoredGlossaryEntry } from '../src/tutor/glossary/glossary.repository.js';
import { mineGlossary } from '../src/tutor/glossary/mine-glossary.js';

export class MinedGlossaries {
  private readonly entries = new Map<string, StoredGlossaryEntry[]>();
  private readonly compiled = new Map<string, CompiledGlossary>();

  static enabled(): boolean {
    return process.env.EDUBOT_BENCH_GLOSSARY !== 'off';
  }

  indexFile(botId: string, fileId: string, chunks: readonly ChunkInput[]): void {
    const list = this.entries.get(botId) ?? [];
    list.push(...mineGlossary(chunks).map((e) => ({ ...e, fileId })));
    this.entries.set(botId, list);
    this.compiled.delete(botId);
  }

  size(botId: string): number {
    return this.entries.get(botId)?.length ?? 0;
  }

  async forBot(
    botId: string,
    languages: readonly LanguageCode[],
  ): Promise<CompiledGlossary | null> {
    const entries = this.entries.get(botId);
    if (!entries?.length || !isBilingual(languages)) return null;
    let glossary = this.compiled.get(botId);
    if (!glossary) this.compiled.set(botId, (glossary = new CompiledGlossary(entries, languages)));
    return glossary;
  }
}
