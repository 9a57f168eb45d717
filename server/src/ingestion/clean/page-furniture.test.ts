import { describe, expect, it } from 'vitest';
import type { PageText } from '../ingestion-types.js';
import { removePageFurniture } from './page-furniture.js';

const TOPICS = ['leaves', 'roots', 'stems', 'flowers', 'seeds', 'fruit', 'buds', 'bark'];
const body = (n: number) =>
  `Plants need ${TOPICS[n - 1]} to live.\nThe ${TOPICS[n - 1]} of a plant grow in spring.`;
const texts = (pages: PageText[]) => removePageFurniture(pages).pages.map((p) => p.text);

describe('removePageFurniture', () => {
  it('removes running headers whose page number varies, keeping the chapter title', () => {
    const pages: PageText[] = [1, 2, 3, 4, 5, 6, 7, 8].map((n) => ({
      page: n,
      text:
        n === 1
          ? `12 Truth tables\n${body(n)}`
          : n % 2 === 0
            ? `${130 + n} Chapter 12\n${body(n)}`
            : `Truth tables ${130 + n}\n${body(n)}`,
    }));
    const out = texts(pages);
    expect(out[0]).toBe(`12 Truth tables\n${body(1)}`);
    out.slice(1).forEach((text, i) => expect(text).toBe(body(i + 2)));
  });

  it('removes "Page N of M" in Latin, Arabic-Indic and Eastern Arabic-Indic digits', () => {
    const out = texts([
      { page: 1, text: `${body(1)}\nPage 1 of 2` },
      { page: 2, text: `${body(2)}\nصفحة ٢ من ٢` },
      { page: 3, text: `الصفحة ۳ من ۴\n${body(3)}` },
    ]);
    expect(out).toEqual([body(1), body(2), body(3)]);
  });

  it('removes bare page numbers and footers that follow the page order', () => {
    const pages: PageText[] = [1, 2, 3, 4].map((n) => ({
      page: n,
      text: `${body(n)}\nhttps://example.org/course/FUE105\n- ${n + 1} -`,
    }));
    expect(texts(pages)).toEqual([1, 2, 3, 4].map(body));
  });

  it('keeps numbers that are content, and lines a short document does not repeat on every page', () => {
    const pages: PageText[] = [
      { page: 1, text: 'Probability\n1\n2' },
      { page: 2, text: 'Amplitude\n7\nSummary' },
      { page: 3, text: 'Answer\n1\nSummary' },
    ];
    expect(texts(pages)).toEqual(pages.map((p) => p.text));
  });

  it('removes an OCR-read footer with debris around it, or glued to the last line, whatever count it reads', () => {
    const out = texts([
      { page: 1, text: `${body(1)}\n. Page 1 of 3 | ١ | :` },
      { page: 2, text: `${body(2)} i Page 2 of 2 : ِ : |` },
      { page: 3, text: `${body(3)}\nsee the list on page 3 of the book.` },
    ]);
    expect(out).toEqual([body(1), body(2), `${body(3)}\nsee the list on page 3 of the book.`]);
  });
});
