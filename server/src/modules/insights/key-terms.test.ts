import { describe, expect, it } from 'vitest';
import { groupByKeyTerms } from './key-terms.js';

const at = (minute: number) => `2026-05-01T10:${String(minute).padStart(2, '0')}:00.000Z`;
const LANGS = ['ara', 'eng'] as const;

describe('groupByKeyTerms', () => {
  it('groups by the shared stem across spellings, ignores how the question is phrased', () => {
    const groups = groupByKeyTerms(
      [
        { text: 'Explain mitochondria please', askedAt: at(1) },
        { text: 'What do the mitochondria do?', askedAt: at(2) },
        { text: 'Define Mitochondria', askedAt: at(3) },
        { text: 'What is a volcano?', askedAt: at(4) },
        { text: 'Why do volcanoes erupt?', askedAt: at(5) },
      ],
      LANGS,
    );
    expect(groups.map((g) => [g.topic, g.count])).toEqual([
      ['mitochondria', 3],
      ['volcano', 2],
    ]);
    expect(groups[0]!.examples).toEqual([
      'Define Mitochondria',
      'What do the mitochondria do?',
      'Explain mitochondria please',
    ]);
    expect(groups[0]!.last_asked).toBe(at(3));
  });

  it('groups Arabic questions by stem (with and without the article) and keeps at most 3 examples', () => {
    const groups = groupByKeyTerms(
      [
        { text: 'ما هي البراكين؟', askedAt: at(1) },
        { text: 'اشرح البراكين', askedAt: at(2) },
        { text: 'كيف تتكون براكين؟', askedAt: at(3) },
        { text: 'ما هي البراكين؟', askedAt: at(4) },
        { text: 'ما هي الزلازل؟', askedAt: at(5) },
      ],
      LANGS,
    );
    expect(groups[0]).toMatchObject({ count: 4, last_asked: at(4) });
    expect(groups[0]!.topic).toBe('البراكين');
    expect(groups[0]!.examples).toEqual(['ما هي البراكين؟', 'كيف تتكون براكين؟', 'اشرح البراكين']);
    expect(groups[1]).toMatchObject({ topic: 'الزلازل', count: 1 });
  });

  it('puts each question in one group only and skips questions with no key term', () => {
    const groups = groupByKeyTerms(
      [
        { text: 'acid base reactions', askedAt: at(1) },
        { text: 'acid rain', askedAt: at(2) },
        { text: 'base pairs', askedAt: at(3) },
        { text: 'what? why? how?', askedAt: at(4) },
      ],
      LANGS,
    );
    expect(groups.reduce((n, g) => n + g.count, 0)).toBe(3);
    // acid and base both join two questions: the one asked last ('base pairs') wins the tie.
    expect(groups.map((g) => [g.topic, g.count])).toEqual([
      ['base', 2],
      ['acid', 1],
    ]);
  });
});
