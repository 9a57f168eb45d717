// A section or slide whose title is the student's question: "كيف تتكون الغيوم" of a slide titled
// "كيف تتكون الغيوم؟" over three bullets, "what is the importance of the water cycle" of a list
// under "Importance of the water cycle". Lines elsewhere that only share the question's words
// ("cirrus clouds form from ice crystals") are not its answer.
import { describe, expect, it } from 'vitest';
import type { SearchHit } from '../../search/search-index.js';
import { classQuestion, hit } from '../../../test/helpers/passages.js';
import { extractiveAnswer } from '../providers/extractive.provider.js';

const CLOUDS = [
  hit(
    'كيف تتكون الغيوم؟\n• يرتفع الهواء الدافئ المحمل ببخار الماء إلى أعلى\n• يبرد الهواء كلما ارتفع\n• يتكاثف بخار الماء حول ذرات الغبار',
    'الغيوم.pdf',
    2,
  ),
  hit(
    'أنواع الغيوم\n• الغيوم الركامية: غيوم منتفخة تشبه القطن\n• الغيوم الريشية: غيوم رقيقة عالية تتكون من بلورات الجليد',
    'الغيوم.pdf',
    3,
  ),
  hit(
    'أشكال الهطول\n• المطر: قطرات ماء سائلة\n• البرد: كرات من الجليد تتكون داخل الغيوم الركامية',
    'الغيوم.pdf',
    4,
  ),
];
const WATER = [
  hit(
    'The water cycle\nThe water cycle is the continuous movement of water between the land, the sea and the air. The importance of water for living things is explained in unit 4.',
    'water.pdf',
    1,
  ),
  hit(
    'Importance of the water cycle\n• It renews fresh water on land.\n• It moves heat between regions.\n• It cleans water of salts when it evaporates.',
    'water.pdf',
    2,
  ),
];

const CLOUDS_EN = [
  hit(
    'How do clouds form?\n• Warm air carrying water vapour rises\n• The air cools as it rises\n• Water vapour condenses on tiny dust particles',
    'clouds.pdf',
    2,
  ),
  hit(
    'Types of cloud\n• Cumulus clouds are puffy and white\n• Cirrus clouds form high in the sky from ice crystals',
    'clouds.pdf',
    3,
  ),
];

const ask = (query: string, passages: SearchHit[]) =>
  extractiveAnswer(classQuestion(query, passages, true)).text;

describe('a title that holds the whole question', () => {
  it('answers with the bullets under a slide title asking the same question', () => {
    const reply = ask('كيف تتكون الغيوم', CLOUDS);
    expect(reply).toContain('يرتفع الهواء الدافئ');
    expect(reply).not.toContain('بلورات الجليد');
  });

  it('does so in English too', () => {
    const reply = ask('how do clouds form', CLOUDS_EN);
    expect(reply).toContain('Warm air carrying water vapour rises');
    expect(reply).not.toContain('ice crystals');
  });

  it('answers with the list under a heading naming the question', () => {
    const reply = ask('what is the importance of the water cycle', WATER);
    expect(reply).toContain('renews fresh water');
  });
});
