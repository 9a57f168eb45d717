import { describe, expect, it } from 'vitest';
import type { SearchHit } from '../../search/search-index.js';
import type { TutorQuestion } from '../tutor-provider.js';
import { createExtractiveProvider, extractiveAnswer } from './extractive.provider.js';

const hit = (text: string, page: number, score: number, filename = 'notes.pdf'): SearchHit => ({
  chunkId: `c${page}`,
  fileId: 'f1',
  filename,
  page,
  text,
  score,
});

const question = (
  query: string,
  passages: SearchHit[],
  questionLanguage: TutorQuestion['questionLanguage'] = 'en',
): TutorQuestion => ({
  query,
  questionLanguage,
  botName: 'Science',
  botLanguages: ['ara', 'eng'],
  passages,
});

const english = [
  hit(
    'The water cycle describes how water moves between the oceans, the air and the land. Evaporation turns liquid water from the oceans into water vapour. Condensation forms clouds when the vapour cools.',
    3,
    9,
  ),
  hit('Rocks are grouped into three families. Igneous rocks form when molten magma cools.', 1, 4),
];

const arabic = [
  hit(
    'البناء الضوئي هو العملية التي تصنع بها النباتات الخضراء غذاءها. تحدث عملية البناء الضوئي في البلاستيدات الخضراء بوجود ضوء الشمس. ينتج عنها الجلوكوز والأكسجين.',
    2,
    8,
  ),
  hit('التنفس الخلوي عملية تحرر الطاقة المخزنة في الغذاء.', 3, 3),
];

describe('extractive provider', () => {
  it('answers with sentences copied from the passages and cites them', () => {
    const answer = extractiveAnswer(question('How does condensation form clouds?', english));
    expect(answer.citedPassages).toEqual([0]);
    expect(answer.text).toContain('Condensation forms clouds when the vapour cools. [1]');
    // Never more than three sentences, each one verbatim from a passage.
    const body = answer.text.replace(/\s*\[\d+\]/g, '');
    const sentences = body.split(/(?<=[.!?])\s+/);
    expect(sentences.length).toBeLessThanOrEqual(3);
    for (const s of sentences) expect(english.some((p) => p.text.includes(s))).toBe(true);
  });

  it('never quotes a section heading, only the sentences under it', () => {
    const page = hit(
      'Lesson 1: Photosynthesis\nPhotosynthesis is the process by which green plants make their own food. Plants use sunlight, water and carbon dioxide to produce glucose.',
      2,
      9,
    );
    const answer = extractiveAnswer(question('What is photosynthesis?', [page]));
    expect(answer.citedPassages).toEqual([0]);
    expect(answer.text).not.toContain('Lesson 1');
    expect(answer.text).toContain(
      'Photosynthesis is the process by which green plants make their own food.',
    );
  });

  it('answers Arabic questions from Arabic passages, matching inflected forms', () => {
    const answer = extractiveAnswer(question('أين يحدث البناء الضوئي؟', arabic, 'ar'));
    expect(answer.citedPassages[0]).toBe(0);
    expect(answer.text).toContain(
      'تحدث عملية البناء الضوئي في البلاستيدات الخضراء بوجود ضوء الشمس.',
    );
  });

  it('numbers citations in order of use when it quotes two passages', () => {
    const passages = [
      hit('Igneous rocks form when molten magma cools.', 1, 5),
      hit('Sedimentary rocks form from layers of sand pressed together over time.', 2, 5),
    ];
    const answer = extractiveAnswer(
      question('How do igneous and sedimentary rocks form?', passages),
    );
    expect(answer.citedPassages).toHaveLength(2);
    expect(answer.text).toMatch(/\[1\].*\[2\]/);
  });

  it('declines plainly in the question language with nothing cited when evidence is missing', () => {
    const none = extractiveAnswer(question('Who won the 1958 world cup?', []));
    expect(none).toEqual({
      text: expect.stringMatching(/do not cover this question/),
      citedPassages: [],
    });
    const weak = extractiveAnswer(
      question('Who won the football world cup in Sweden in 1958?', english),
    );
    expect(weak.citedPassages).toEqual([]);
    const arabicDecline = extractiveAnswer(
      question('من فاز بكأس العالم لكرة القدم؟', arabic, 'ar'),
    );
    expect(arabicDecline.citedPassages).toEqual([]);
    expect(arabicDecline.text).toMatch(/^لا تغطي المواد الدراسية/);
  });

  it('is a pure function of the question and passages', async () => {
    const provider = createExtractiveProvider();
    const q = question('What does evaporation do?', english);
    const a = await provider.answer(q);
    const b = await provider.answer(structuredClone(q));
    expect(a).toEqual(b);
    expect(provider.name).toBe('extractive');
  });
});
