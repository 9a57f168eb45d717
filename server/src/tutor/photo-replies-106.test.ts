// Photo questions answered end to end (decision 106): the reply's language follows the typed
// words, and a calculation is answered with the notes' formula, worked, instead of a decline.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helpers/test-app.js';
import type { EnrolledClass } from '../../test/helpers/accounts.js';
import { classWithFiles } from '../../test/helpers/study-files.js';

const NOTES = [
  {
    filename: 'motion-and-electricity.pdf',
    page: 1,
    text:
      'Speed\nThe average speed of an object is the total distance it travels divided by the total time taken.\n' +
      'speed = distance ÷ time\n' +
      'Distance is measured in metres (m) and time in seconds (s), so speed is measured in metres per second (m/s).',
  },
  {
    filename: 'motion-and-electricity.pdf',
    page: 2,
    text:
      'Electric circuits\nAn electric current is a flow of charge around a circuit. Current is measured in amperes (A) with an ammeter connected in series.\n' +
      "Ohm's law states that the voltage across a resistor equals the current through it multiplied by its resistance.\n" +
      'V = I × R\nwhere V is the voltage in volts, I is the current in amperes and R is the resistance in ohms.',
  },
];

describe('photo questions: reply language and calculations (decision 106)', () => {
  let t: TestApp;
  let science: EnrolledClass;

  beforeAll(async () => {
    t = await createTestApp({ EDUBOT_CHAT_MESSAGES_PER_MINUTE: '100' });
    science = await classWithFiles(
      t,
      { name: 'Science 9', supported_languages: ['Arabic - English'] },
      [NOTES],
    );
  });
  afterAll(() => t.close());

  const withPhoto = (text: string, imageText: string) =>
    t.ctx.tutor.ask({
      botId: science.botId,
      botName: 'Science 9',
      botLanguages: ['ara', 'eng'],
      text,
      imageText,
      image: { mimeType: 'image/png', bytes: Buffer.from('') },
    });

  it('answers "solve q2" in English, as typed', async () => {
    const reply = await withPhoto(
      'solve q2',
      '1. What instrument measures voltage?\n2. In what unit is electric current measured?',
    );
    expect(reply.text).toMatch(/^From your image I read: “2\. In what unit/u);
  });

  it('answers a calculation with the formula, worked, cited, instead of a decline', async () => {
    const reply = await withPhoto(
      'solve this',
      'A girl walks 600 m in 200 5. Find her average speed.',
    );
    expect(reply.text).toContain('speed = distance ÷ time');
    expect(reply.text).toContain('speed = 600 m ÷ 200 s = 3 m/s');
    expect(reply.sources[0]).toMatchObject({ filename: 'motion-and-electricity.pdf', page: 1 });
  });

  it('works out a calculation whose passage the usual answer quotes without the result', async () => {
    const reply = await withPhoto(
      "what's the answer",
      'A 4 ohm resistor has 3 A flowing through it. What is the voltage?',
    );
    expect(reply.text).toContain('V = 3 A × 4 ohm = 12 V');
    expect(reply.sources[0]).toMatchObject({ filename: 'motion-and-electricity.pdf', page: 2 });
  });
});
