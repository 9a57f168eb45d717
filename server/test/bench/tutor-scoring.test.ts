// The tutor benchmark's scoring (server/bench/tutor-bench/): what counts as an answer, a right
// citation, a decline and a study request that behaves. A benchmark that scores too kindly
// would hide exactly the failures issue 7 is about.
import { describe, expect, it } from 'vitest';
import type { SourceDto } from '@edubot/common';
import type { AskedItem, BenchItem } from '../../bench/tutor-bench/bench-items.js';
import { containsAnswer } from '../../bench/tutor-bench/normalize-answer.js';
import { judge } from '../../bench/tutor-bench/verdicts.js';

const NOTES = { id: 'f1', name: 'photosynthesis-unit3.pdf' };
const SLIDES = { id: 'f2', name: 'cells-and-energy-slides.pdf' };
const DECLINE = 'The study materials of this bot do not cover this question.';

const source = (file: { id: string; name: string }, page: number): SourceDto => ({
  file_id: file.id,
  filename: file.name,
  page,
  excerpt: '…',
});

function asked(item: Partial<BenchItem>, reply: string, sources: SourceDto[] = []): AskedItem {
  return {
    item: { id: 't', bot: 'b', kind: 'fact', language: 'en', question: 'q', ...item },
    reply,
    sources,
    fileNames: new Map([
      [NOTES.id, NOTES.name],
      [SLIDES.id, SLIDES.name],
    ]),
    botFiles: [NOTES.name, SLIDES.name],
    zipMembers: new Map(),
    declineReply: DECLINE,
    status: 200,
    ms: 1,
  };
}

describe('answer containment', () => {
  it('ignores case, diacritics, hamza forms, ta marbuta and the digit set', () => {
    expect(containsAnswer('قامت الدولةُ العباسية عام ٧٥٠ م', ['750'])).toBe(true);
    expect(containsAnswer('بنى الخليفة ابو جعفر المنصور بغداد', ['أبو جعفر المنصور'])).toBe(true);
    expect(containsAnswer('سميت مدينه السلام', ['مدينة السلام'])).toBe(true);
    expect(containsAnswer('ATP synthase MAKES ATP', ['makes atp'])).toBe(true);
  });

  it('does not find a number inside a longer number', () => {
    expect(containsAnswer('the book has 1350 pages', ['35'])).toBe(false);
    expect(containsAnswer('trial 2 gave 3.5 bubbles', ['5'])).toBe(false);
    expect(containsAnswer('trial 2 gave 35 bubbles', ['35'])).toBe(true);
  });
});

describe('covered and uncovered questions', () => {
  const item = { answers: ['inside chloroplasts'], cite: [{ file: NOTES.name, pages: [1] }] };

  it('passes an answer cited from the right page and fails the citation on another page', () => {
    const right = judge(asked(item, 'It takes place inside chloroplasts. [1]', [source(NOTES, 1)]));
    expect(right).toMatchObject({ pass: true, cited: true, declined: false });
    const wrongPage = judge(
      asked(item, 'It takes place inside chloroplasts. [1]', [source(NOTES, 2)]),
    );
    expect(wrongPage).toMatchObject({ pass: true, cited: false });
  });

  it('counts a reply without citations as a decline, answered or not', () => {
    expect(judge(asked(item, DECLINE))).toMatchObject({ pass: false, declined: true });
    expect(judge(asked({ kind: 'uncovered' }, DECLINE))).toMatchObject({ pass: true });
    const quoted = judge(asked({ kind: 'uncovered' }, 'Something. [1]', [source(NOTES, 1)]));
    expect(quoted).toMatchObject({ pass: false, declined: false });
  });
});

describe('study requests are judged by behaviour', () => {
  it('a greeting must be short, uncited, and not the bot decline', () => {
    const greeting = { kind: 'request', intent: 'greeting' as const };
    expect(judge(asked(greeting, 'Hello! I can help with photosynthesis.')).pass).toBe(true);
    expect(judge(asked(greeting, DECLINE)).pass).toBe(false);
    expect(judge(asked(greeting, 'Hi [1]', [source(NOTES, 1)])).pass).toBe(false);
    expect(judge(asked(greeting, 'Hello! '.repeat(200))).pass).toBe(false);
    expect(judge(asked(greeting, 'Hello! '.repeat(100))).pass).toBe(true);
  });

  it('a summary must cite only the requested file and page', () => {
    const summarize = { kind: 'request', intent: 'summarize' as const, file: NOTES.name, page: 3 };
    expect(judge(asked(summarize, 'Summary. [1]', [source(NOTES, 3)])).pass).toBe(true);
    expect(
      judge(asked(summarize, 'Summary. [1] [2]', [source(NOTES, 3), source(NOTES, 4)])).pass,
    ).toBe(false);
    expect(judge(asked(summarize, 'Summary. [1]', [source(SLIDES, 3)])).pass).toBe(false);
  });

  it('a quiz needs the questions asked for, answers after them, and a source on the topic', () => {
    const quiz = {
      kind: 'request',
      intent: 'quiz' as const,
      count: 3,
      cite: [{ file: NOTES.name, pages: [2] }],
    };
    const good =
      '1. What is a limiting factor?\n2. Name one limiting factor.\n3. ____ is needed by enzymes?\nAnswers:\n1. the factor in shortest supply\n2. light\n3. heat';
    expect(judge(asked(quiz, good, [source(NOTES, 2)])).pass).toBe(true);
    expect(
      judge(asked(quiz, '1. What is a limiting factor?\n2. Name one?', [source(NOTES, 2)])).pass,
    ).toBe(false);
    expect(judge(asked(quiz, good, [source(SLIDES, 2)])).pass).toBe(false);
  });

  it('a topics reply must name every file of the bot', () => {
    const topics = { kind: 'request', intent: 'topics' as const };
    expect(
      judge(asked(topics, 'Files: photosynthesis-unit3.pdf, cells-and-energy-slides.pdf')).pass,
    ).toBe(true);
    expect(judge(asked(topics, 'Files: photosynthesis-unit3.pdf')).pass).toBe(false);
  });
});
