// "What does NIC stand for?" through the chat API (real SQLite, real search index, the
// extractive tutor) on slides that give abbreviations as "NIC (network interface card): ...".
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helpers/test-app.js';
import { enrolledClass, type Account, askTutor } from '../../test/helpers/accounts.js';
import { indexStudyFile } from '../../test/helpers/study-files.js';

const SLIDES = [
  'Network hardware\n' +
    'Switch: connects devices inside a LAN and sends each frame only to the device it is addressed to\n' +
    'NIC (network interface card): lets a single computer connect to a network; every NIC has a unique MAC address\n' +
    'Wireless access point: lets devices join the LAN using Wi-Fi',
  'Memory\n' +
    'RAM (Random Access Memory) holds the programs and data in use; it is volatile\n' +
    'ROM (Read Only Memory) keeps the start-up instructions when the power is off',
];

describe('abbreviation questions through the chat API', () => {
  let t: TestApp;
  let student: Account;
  let botId: string;

  beforeAll(async () => {
    t = await createTestApp();
    ({ student, botId } = await enrolledClass(t.app, {
      name: 'Computing 10',
      supported_languages: ['Arabic - English'],
    }));
    await indexStudyFile(
      t.ctx,
      botId,
      'file-slides',
      SLIDES.map((text, i) => ({ text, page: i + 1, filename: 'computer-systems.pdf' })),
    );
  });
  afterAll(() => t.close());

  it.each([
    ['what does NIC stand for', 'network interface card', 1],
    ['ram stands for?', 'Random Access Memory', 2],
    ['what is the full form of ROM', 'Read Only Memory', 2],
  ])('answers "%s" with the expansion', async (question, expansion, page) => {
    const reply = await askTutor(t.app, student, botId, question);
    expect(reply.result).toContain(expansion);
    expect(reply.sources[0]).toMatchObject({ filename: 'computer-systems.pdf', page });
  });

  it('answers the Arabic question about the English slides', async () => {
    const reply = await askTutor(t.app, student, botId, 'ماذا يرمز الاختصار NIC؟');
    expect(reply.result).toContain('network interface card');
  });

  it('still declines an abbreviation the slides never name', async () => {
    const reply = await askTutor(t.app, student, botId, 'what does DNS stand for');
    expect(reply.sources).toEqual([]);
    expect(reply.result).toContain('do not cover this question');
  });
});
