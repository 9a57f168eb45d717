// Follow-ups in the same chat (decision 071): "another one", "more questions", "explain more",
// "and page 3?", "what about X?" and their Arabic forms read with the earlier request.
import { describe, expect, it } from 'vitest';
import { followUpOf, resolveFollowUp } from './follow-up.js';

describe('followUpOf', () => {
  it.each([
    ['another one', { kind: 'more', count: 1 }],
    ['one more question please', { kind: 'more', count: 1 }],
    ['كمان سؤال', { kind: 'more', count: 1 }],
    ['سؤال تاني', { kind: 'more', count: 1 }],
    ['more questions', { kind: 'questions' }],
    ['give me 3 more questions', { kind: 'questions', count: 3 }],
    ['اسئلة اكثر', { kind: 'questions' }],
    ['اعطيني ٣ اسئلة كمان', { kind: 'questions', count: 3 }],
    ['explain more', { kind: 'deeper' }],
    ['tell me more about it', { kind: 'deeper' }],
    ['اشرح أكثر', { kind: 'deeper' }],
    ['وضحلي اكتر', { kind: 'deeper' }],
    ['and page 3?', { kind: 'page', page: 3 }],
    ['what about slide 2', { kind: 'page', page: 2 }],
    ['والصفحة الثالثة؟', { kind: 'page', page: 3 }],
    ['طيب الصفحة ٤', { kind: 'page', page: 4 }],
    ['what about resistance?', { kind: 'topic', subject: 'resistance' }],
    ['وعن المقاومة؟', { kind: 'topic', subject: 'المقاومة' }],
    ['طيب والجبال', { kind: 'topic', subject: 'الجبال' }],
  ])('%s', (text, expected) => {
    expect(followUpOf(text)).toEqual(expected);
  });

  it.each([
    'what is an electromagnet',
    'and why is that?',
    'what about the pressure inside the tube when the lamp is moved',
    'ما هي وظيفة خلايا الدم البيضاء',
    'quiz me on magnetism',
    'more than 45 degrees kills enzymes?',
  ])('%s is no follow-up', (text) => {
    expect(followUpOf(text)).toBeNull();
  });
});

describe('resolveFollowUp', () => {
  it('asks for the questions of the earlier quiz not given yet, also after another follow-up', () => {
    expect(resolveFollowUp('another one', ['quiz me on magnetism, 2 questions'])).toMatchObject({
      kind: 'quiz',
      subject: 'magnetism',
      count: 1,
      skip: 2,
    });
    expect(resolveFollowUp('كمان سؤال', ['اعطيني سؤالين عن الدم', 'كمان سؤال'])).toMatchObject({
      kind: 'quiz',
      subject: 'الدم',
      count: 1,
      skip: 3,
    });
    // No count named: the quiz's default size was given.
    expect(resolveFollowUp('more questions please', ['اختبرني في الدولة العباسية'])).toMatchObject({
      kind: 'quiz',
      subject: 'الدولة العباسية',
      skip: 4,
    });
  });

  it('explains more of the term explained before', () => {
    expect(resolveFollowUp('اشرح أكثر', ['ما هو التخثر'])).toMatchObject({
      kind: 'explain',
      subject: 'التخثر',
      more: true,
    });
    expect(resolveFollowUp('another one', ['what is an electromagnet'])).toMatchObject({
      kind: 'explain',
      more: true,
    });
  });

  it('summarizes another page of the same file, or the same request on another topic', () => {
    expect(
      resolveFollowUp('and page 3?', ['summarize page 2 of current and resistance']),
    ).toMatchObject({ kind: 'summarize', subject: 'current and resistance', page: 3 });
    expect(
      resolveFollowUp('what about resistance?', ['quiz me on magnetism, 3 questions']),
    ).toMatchObject({ kind: 'quiz', subject: 'resistance', count: 3, skip: undefined });
  });

  it('is null without an earlier request, or when a question came after it', () => {
    expect(resolveFollowUp('another one', [])).toBeNull();
    expect(resolveFollowUp('more', ['what is the capital of France'])).toBeNull();
    expect(
      resolveFollowUp('another one', ['quiz me on magnetism', 'why do like poles repel?']),
    ).toBeNull();
    expect(resolveFollowUp('and page 3?', ['what is an electromagnet'])).toBeNull();
  });
});
