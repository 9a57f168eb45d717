import { describe, expect, it } from 'vitest';
import { severalRequests } from './several-requests.js';
import { joinReplies } from './joined-replies.js';

const kinds = (text: string) =>
  severalRequests(text)?.map((p) => [p.intent.kind, p.intent.subject, p.intent.count ?? null]);

describe('several requests in one message (decision 084)', () => {
  it.each<[string, (string | number | null)[][]]>([
    [
      'explain osmosis and then quiz me on it',
      [
        ['explain', 'osmosis', null],
        ['quiz', 'osmosis', null],
      ],
    ],
    [
      'define diffusion, then give me 3 questions on it',
      [
        ['explain', 'diffusion', null],
        ['quiz', 'diffusion', 3],
      ],
    ],
    [
      'summarize page 2 and quiz me on enzymes',
      [
        ['summarize', '', null],
        ['quiz', 'enzymes', null],
      ],
    ],
    [
      'اشرحلي التسامي وبعدين اسألني سؤالين عنه',
      [
        ['explain', 'التسامي', null],
        ['quiz', 'التسامي', 2],
      ],
    ],
    [
      'لخص الدرس الثاني واختبرني فيه',
      [
        ['summarize', 'الدرس الثاني', null],
        ['quiz', 'الدرس الثاني', null],
      ],
    ],
  ])('reads "%s" as its requests in turn', (text, expected) => {
    expect(kinds(text)).toEqual(expected);
  });

  it('carries the page of a summary to a quiz that names nothing', () => {
    const parts = severalRequests('summarize page 3 and then quiz me');
    expect(parts?.[1]?.intent).toMatchObject({ kind: 'quiz', page: 3 });
  });

  it.each([
    'explain diffusion and osmosis',
    'give me 3 questions on diffusion and osmosis',
    'اشرحلي التسامي والتكثف',
    'summarize chapter 2 and 3',
    'what is osmosis and why is it important',
    'hi, explain osmosis',
    'explain the difference between diffusion and active transport',
  ])('keeps "%s" one message', (text) => {
    expect(severalRequests(text)).toBeNull();
  });

  it("numbers the later replies' citations on from the earlier ones", () => {
    const source = (filename: string) => ({ file_id: filename, filename, page: 1, excerpt: '' });
    const joined = joinReplies([
      { text: 'Osmosis is ... [1] More [2]', sources: [source('a'), source('b')] },
      { text: 'Quiz\n1. **x**: ... [1]\n2. **y**: ... [2]', sources: [source('c'), source('d')] },
    ]);
    expect(joined.text).toContain('Osmosis is ... [1] More [2]');
    expect(joined.text).toContain('1. **x**: ... [3]\n2. **y**: ... [4]');
    expect(joined.sources.map((s) => s.filename)).toEqual(['a', 'b', 'c', 'd']);
  });
});
