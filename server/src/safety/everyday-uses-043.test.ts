// Everyday uses added in decision 043 (everyday-uses.ts): losing a game, exam hyperbole, asking how
// to help a bullied friend or report bullying, and a religious ruling asked about. Each sentence
// below was flagged by the rules before; the same words in a disclosure must still be flagged.
// Written for this test, in wordings none of the labelled sets use.
import { describe, expect, it } from 'vitest';
import { checkMessageRules } from './check-message.js';

describe('everyday uses of decision 043', () => {
  it.each([
    'my cousin beats me at chess every single time',
    'ugh i am going to murder this quiz on friday',
    'how should i support my friend who is being bullied at school?',
    'how do you report cyber bullying on tiktok',
    'ما حكم الانتحار في المسيحية؟ سؤال لحصة الدين',
  ])('leaves %s unflagged', (text) => {
    expect(checkMessageRules(text)).toEqual([]);
  });

  it.each([
    ['my stepdad beat me in the garage last night', 'abuse'],
    ['how do i report my uncle, he hits me when nobody is home', 'abuse'],
    ['ما حكم الانتحار؟ لأني بفكر أنتحر', 'self_harm'],
  ])('still flags %s', (text, category) => {
    expect(checkMessageRules(text)).toContain(category);
  });
});
