// Decision 104: "translation" the files never hold is the subject of a question that asks no
// translation ("where does translation happen in the cell"), not its phrasing.
import { describe, expect, it } from 'vitest';
import { classQuestion, hit, statsOver } from '../../../test/helpers/passages.js';
import { extractiveAnswer } from '../providers/extractive.provider.js';
import { weightedTerms } from './question-terms.js';

const nerves = [
  hit(
    'Neurons\nThe nervous system is made of nerve cells called neurons. Nerve impulses are electrical signals.',
    'joints-and-nerves.pdf',
    4,
  ),
];

const weightOf = (question: string, word: string) =>
  weightedTerms(statsOver(question, nerves)).find((t) => t.surface === word);

describe('the sense of "translation" in a question', () => {
  it('weighs "translation" the files lack as a subject word when no translation is asked', () => {
    const t = weightOf('where does translation happen in the cell', 'translation');
    expect(t?.general).toBe(false);
    expect(t?.weight).toBe(1);
  });

  it('keeps it as phrasing when the question asks for a translation', () => {
    expect(weightOf('what is the translation of neuron in arabic', 'translation')?.general).toBe(
      true,
    );
    expect(weightOf('translation of الخلية العصبية', 'translation')?.general).toBe(true);
  });

  it('does not answer "where does translation happen in the cell" from a page on nerve cells', () => {
    const reply = extractiveAnswer(
      classQuestion('where does translation happen in the cell', nerves, true),
    );
    expect(reply.text).not.toContain('nerve cells');
  });
});
