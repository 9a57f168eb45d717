// Study requests with an OpenAI-compatible model configured, against the local fake server:
// the model is told the recognized request and given only the passages the extractive reply
// was built from; its citations map to sources, a reply citing nothing has no sources, and a
// failing model leaves the student with the reply from the materials.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { systemPrompt, type FakeLlm } from '../../../test/fake-llm/fake-llm-server.js';
import { createLlmTestApp, type LlmTestApp } from '../../../test/helpers/llm-test-app.js';
import { enrolledClass, type Account, askTutor } from '../../../test/helpers/accounts.js';

const PAGES = [
  {
    page: 1,
    text: 'Photosynthesis is the process by which green plants make glucose from carbon dioxide and water using light energy. It takes place in the chloroplasts of leaf cells.',
  },
  {
    page: 2,
    text: 'In the pondweed experiment, a piece of pondweed is placed in water under a lamp. The pondweed gives off bubbles of oxygen while it photosynthesises. Moving the lamp closer increases the number of bubbles per minute.',
  },
];

describe('study requests with an OpenAI-compatible tutor', () => {
  let fake: FakeLlm;
  let t: LlmTestApp;
  let student: Account;
  let botId: string;

  beforeAll(async () => {
    t = await createLlmTestApp(2000);
    fake = t.llm;
    ({ student, botId } = await enrolledClass(t.app, { name: 'Biology 9' }));
    await t.ctx.search.replaceFileChunks(
      botId,
      'file-lesson',
      PAGES.map((p) => ({ ...p, filename: 'plants-lesson.pdf' })),
      ['ara', 'eng'],
    );
  });
  afterAll(() => t.close());
  beforeEach(() => {
    fake.requests.length = 0;
  });

  const ask = (text: string) => askTutor(t.app, student, botId, text);

  it('tells the model the request and gives it only the passages of that page', async () => {
    fake.respond = () => ({
      kind: 'text',
      text: '- A lamp shines on pondweed in water [1].\n- It gives off oxygen bubbles [1].',
    });
    const reply = await ask('summarize page 2');
    const prompt = systemPrompt(fake.requests[0]!);
    expect(prompt).toContain(
      'recognized as "summarize": write a summary of page 2 of plants-lesson.pdf',
    );
    expect(prompt).toContain('pondweed experiment');
    expect(prompt).not.toContain('chloroplasts');
    expect(reply.result).toBe(
      '- A lamp shines on pondweed in water [1].\n- It gives off oxygen bubbles [1].',
    );
    expect(reply.sources).toEqual([
      expect.objectContaining({ filename: 'plants-lesson.pdf', page: 2 }),
    ]);
  });

  it('asks for the answers after a quiz, and drops citations of passages it was not given', async () => {
    fake.respond = () => ({
      kind: 'text',
      text: '1. Where does photosynthesis take place?\n\nAnswers\n1. In the chloroplasts [1][7].',
    });
    const reply = await ask('quiz me on photosynthesis');
    const prompt = systemPrompt(fake.requests[0]!);
    expect(prompt).toContain('recognized as "quiz"');
    expect(prompt).toContain('under the heading "Answers"');
    expect(reply.result).toBe(
      '1. Where does photosynthesis take place?\n\nAnswers\n1. In the chloroplasts [1].',
    );
    expect(reply.sources).toHaveLength(1);
  });

  it('keeps a model decline a decline: no citation, no source', async () => {
    fake.respond = () => ({ kind: 'text', text: 'The study materials do not cover this.' });
    const reply = await ask('explain photosynthesis');
    expect(systemPrompt(fake.requests[0]!)).toContain('recognized as "explain"');
    expect(reply.result).toBe('The study materials do not cover this.');
    expect(reply.sources).toEqual([]);
  });

  it('falls back to the reply built from the materials when the model fails', async () => {
    fake.respond = () => ({ kind: 'error', status: 500, body: '{"error":"overloaded"}' });
    const reply = await ask('summarize page 2');
    expect(fake.requests).toHaveLength(1);
    expect(reply.result).toMatch(/^\*\*Summary of page 2 of plants-lesson\.pdf\*\*\n\n- /u);
    expect(reply.result).toContain('bubbles of oxygen');
    expect(reply.sources[0]).toMatchObject({ page: 2 });
  });

  it('answers greetings and file lists without calling the model', async () => {
    expect((await ask('hello')).result).toContain('plants-lesson.pdf');
    expect((await ask('which files do you have?')).result).toContain('plants-lesson.pdf (2 pages)');
    expect(fake.requests).toHaveLength(0);
  });
});
