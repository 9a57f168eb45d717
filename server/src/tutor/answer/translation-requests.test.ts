// "what is packet in arabic", "ما معنى مقاوم بالانجليزي": a translation request is answered with
// the line pairing the term with its translation, a glossary row first, not with lines that only
// use the term beside other Arabic (decision 120).
import { describe, expect, it } from 'vitest';
import type { SearchHit } from '../../search/search-index.js';
import { classQuestion, hit, PASSAGE_LANGUAGES } from '../../../test/helpers/passages.js';
import { extractiveAnswer } from '../providers/extractive.provider.js';
import { translationGiven, translationRequest } from './translation-requests.js';

const ask = (query: string, passages: SearchHit[]) =>
  extractiveAnswer({
    ...classQuestion(query, passages, true),
    questionLanguage: /\p{Script=Arabic}/u.test(query) ? 'ar' : 'en',
  }).text;

const devices = hit(
  'Network devices\nHub (الموزع): joins devices and sends every frame to all of them.\nGateway (البوابة): connects two networks and passes each frame on to the right one.',
  'networks.pdf',
  1,
  8,
);
const glossary = hit(
  'Key terms\nEnglish term | المصطلح بالعربية | Meaning\nFrame | إطار بيانات | A block of data sent over a link\nResistor | مقاوم | A component that limits the current\nResistance | المقاومة | How much a component opposes the current',
  'networks.pdf',
  2,
  5,
);

describe('translation requests', () => {
  it('are read from either language, the term between the asking words', () => {
    expect(translationRequest('what is packet in arabic')).toEqual({
      term: 'packet',
      into: 'arabic',
    });
    expect(translationRequest('How do you say a fuse in Arabic?')).toEqual({
      term: 'fuse',
      into: 'arabic',
    });
    expect(translationRequest('what is the arabic word for voltage')?.term).toBe('voltage');
    expect(translationRequest('ما معنى موصل بالانجليزي؟')).toEqual({ term: 'موصل', into: 'latin' });
    expect(translationRequest('دائرة قصر بالإنجليزي')?.term).toBe('دائرة قصر');
    expect(translationRequest('ترجمة التيار الكهربائي')?.term).toBe('التيار الكهربائي');
    expect(translationRequest('What is مقاوم in English?')).toEqual({
      term: 'مقاوم',
      into: 'latin',
    });
    expect(translationRequest('what is a packet')).toBeNull();
    expect(translationRequest('ما هي نواتج البناء الضوئي')).toBeNull();
  });

  it('are given by a row or a bracket naming the term itself, as typed before by stem', () => {
    const packet = translationRequest('packet in arabic')!;
    expect(translationGiven('Packet | حزمة بيانات | A small unit', packet, PASSAGE_LANGUAGES)).toBe(
      'exact',
    );
    expect(
      translationGiven('The router (الموجه) forwards each packet.', packet, PASSAGE_LANGUAGES),
    ).toBeNull();
    const circuit = translationRequest('circuit in arabic')!;
    // A kind of circuit is no better than a stem match; the term itself is exact.
    expect(
      translationGiven('In a series circuit (توصيل على التوالي) ...', circuit, PASSAGE_LANGUAGES),
    ).toBe('stem');
    expect(
      translationGiven('A circuit (دائرة) is a closed path.', circuit, PASSAGE_LANGUAGES),
    ).toBe('exact');
    const resistor = translationRequest('ما معنى مقاوم بالانجليزي')!;
    expect(translationGiven('Resistance | المقاومة | How much', resistor, PASSAGE_LANGUAGES)).toBe(
      'stem',
    );
    expect(translationGiven('Resistor | مقاوم | A component', resistor, PASSAGE_LANGUAGES)).toBe(
      'exact',
    );
  });

  it('quote the glossary row, not the lines using the term beside Arabic', () => {
    const answer = ask('what is frame in arabic', [devices, glossary]);
    expect(answer).toMatch(/^.*Frame \| إطار بيانات/mu);
    expect(answer).not.toContain('Hub');
    expect(ask('ما معنى مقاوم بالانجليزي', [devices, glossary])).toContain('Resistor | مقاوم');
  });
});
