// A poster printed in coloured boxes read through OCR (decision 116): the white sentence on a light
// grey box, with its year, is read, and each box of a row of boxes is its own paragraph.
import { afterAll, describe, expect, it } from 'vitest';
import {
  ARABIC_POSTER,
  boxedPoster,
  ENGLISH_POSTER,
  type BoxedPosterText,
} from '../../../test/fixtures/boxed-poster.js';
import { resolveLimits } from '../ingestion-limits.js';
import { extractImage } from './extract-image.js';
import { TesseractOcrEngine } from './ocr.js';

const ocr = new TesseractOcrEngine({ maxWorkers: 1 });
afterAll(() => ocr.close());

async function read(poster: BoxedPosterText, languages: ('ara' | 'eng')[]): Promise<string> {
  const signal = AbortSignal.timeout(120_000);
  const pages = await extractImage(
    'png',
    boxedPoster(poster),
    { languages, signal },
    {
      ocr,
      limits: resolveLimits(),
    },
  );
  return pages.map((p) => p.text).join('\n\n');
}

/** The paragraph holding `word`, its lines joined. */
function paragraphWith(text: string, word: string): string {
  return (
    text
      .split(/\n\s*\n/u)
      .find((p) => p.includes(word))
      ?.replace(/\n/gu, ' ') ?? ''
  );
}

function expectBoxesApart(text: string, poster: BoxedPosterText): void {
  poster.boxes.forEach(([first, second], i) => {
    const paragraph = paragraphWith(text, first.split(' ')[0]!);
    expect(paragraph).toContain(second.split(' ')[0]);
    for (const [j, [other]] of poster.boxes.entries())
      if (j !== i) expect(paragraph).not.toContain(other.split(' ')[0]);
  });
}

describe('a poster printed in coloured boxes', () => {
  it('reads the white sentence on a grey box with its numbers, and each box apart (English)', async () => {
    const text = await read(ENGLISH_POSTER, ['eng']);
    expect(text).toContain('2030');
    expect(text).toContain('15');
    expectBoxesApart(text, ENGLISH_POSTER);
  }, 120_000);

  it('does the same on an Arabic poster read by a bilingual bot', async () => {
    const text = await read(ARABIC_POSTER, ['ara', 'eng']);
    expect(text).toContain('2030');
    expect(text).toContain('15');
    expectBoxesApart(text, ARABIC_POSTER);
  }, 120_000);
});
