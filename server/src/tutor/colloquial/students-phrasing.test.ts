// Covered questions declined for how students phrase them (decision 100), over notes of this
// test's own through the real tutor and a real SQLite FTS5 index: a chatter lead-in ("pls help
// exam tomorrow!!", "بليز ساعدوني عندي امتحان بكرا:"), a loose name of the answer's kind
// ("which device", "the green stuff"), "soaks up" / "absorbs", "windy" / "wind", "how do
// scientists measure how much it rained" (a way, not a quantity), "بيضل" / "يبقى", "بيذوب" /
// "ينصهر" and "صفر" as a stated number. Questions the notes do not answer are still declined.
import { describe, expect, it } from 'vitest';
import type { LanguageCode } from '../../search/language-codes.js';
import { tutorOverFilesForTests } from '../../../test/helpers/tutor-over-files.js';
import { askedAnswerType, statesNumber } from '../answer/answer-type.js';
import { isGeneralWord } from '../answer/general-words.js';
import { analyze } from '../../search/analyzer/analyzer.js';
import { withoutChatterLeadIn } from './chatter-lead-in.js';
import { englishFamilyForms, nounOfYAdjective } from './english-word-families.js';
import { arabicStandardForms } from './standard-forms.js';

const LANGUAGES: readonly LanguageCode[] = ['ara', 'eng'];

const FILES: Record<string, string[]> = {
  'weather-tools.pdf': [
    'Wind speed is measured with an anemometer mounted on a tall mast.',
    'Rainfall is collected in a rain gauge and read in millimetres every morning.',
    'Air pressure is measured with a barometer.',
  ],
  'leaves.pdf': [
    'Chlorophyll is a green pigment that absorbs red and blue light.',
    'Root hairs take in water and minerals from the soil.',
  ],
  'الحرارة والمادة.pdf': [
    'يتجمد الماء النقي عند درجة صفر سيليزية.',
    'ينصهر الشمع عند نحو 60 درجة سيليزية.',
    'يبقى الخبز طريا يومين في كيس مغلق.',
    'يقيس البارومتر ضغط الهواء في محطات الأرصاد.',
  ],
};

const bot = tutorOverFilesForTests('edubot-phrasing-100-', FILES, LANGUAGES);

const DECLINE = /do not cover|لا تغطي المواد الدراسية/iu;

async function ask(text: string): Promise<string> {
  const reply = await bot.tutor.ask({
    botId: 'class',
    botName: 'Class',
    botLanguages: [...LANGUAGES],
    text,
  });
  return reply.sources.length === 0 ? `DECLINED ${reply.text}` : reply.text;
}

describe('the question without its chatter', () => {
  it('cuts a lead-in made only of chatter, ended by punctuation', () => {
    expect(withoutChatterLeadIn('pls help exam tomorrow!! what gas do plants give out')).toBe(
      'what gas do plants give out',
    );
    expect(withoutChatterLeadIn('بليز ساعدوني عندي امتحان بكرا: شو بتعمل الاسنان')).toBe(
      'شو بتعمل الاسنان',
    );
  });

  it('keeps a lead-in that names the subject, and a question without punctuation', () => {
    expect(withoutChatterLeadIn('Photosynthesis: what does it need?')).toBe(
      'Photosynthesis: what does it need?',
    );
    expect(withoutChatterLeadIn('when is the exam tomorrow?')).toBe('when is the exam tomorrow?');
  });
});

describe('word rules', () => {
  it('reads "how do ... measure how much" as a way, "how much" alone as a quantity', () => {
    expect(askedAnswerType('how do scientists measure how much it rained')).toBeNull();
    expect(askedAnswerType('how much rain falls in a month')).toBe('quantity');
    expect(askedAnswerType('how long does it take to boil')).toBe('quantity');
  });

  it('gives the noun of a -y adjective, and reads zero as a number', () => {
    expect(nounOfYAdjective('windy')).toEqual(['wind']);
    expect(englishFamilyForms('windy')).not.toContain('wind');
    expect(statesNumber('يتجمد الماء النقي عند درجة صفر سيليزية')).toBe(true);
    expect(statesNumber('water freezes at zero degrees')).toBe(true);
    expect(statesNumber('يفرز الكبد العصارة الصفراوية')).toBe(false);
  });

  it('writes "بيضل" and "بيذوب" as the notes do', () => {
    expect(arabicStandardForms('بيضل')).toContain('يبقي'); // folded: ى is written ي
    expect(arabicStandardForms('بيذوب')).toContain('ينصهر');
  });

  it('weighs a loose name of the answer’s kind as phrasing', () => {
    for (const word of ['device', 'stuff', 'scientists'])
      expect(isGeneralWord(analyze(word, ['eng'])[0]!)).toBe(true);
  });
});

describe('covered questions in students’ words are answered', () => {
  it.each([
    ['what do we use to measure how windy it is', /anemometer/u],
    ['which device tells you the pressure', /barometer/u],
    ['how do scientists measure how much it rained', /rain gauge/u],
    ['what is the green stuff that soaks up light', /Chlorophyll/u],
    ['urgent!! test tomorrow: what is wind speed measured with', /anemometer/u],
    ['بليز ساعدوني عندي امتحان بكرا: شو بيقيس البارومتر', /ضغط الهواء/u],
    ['قديش بيضل الخبز طري', /يومين/u],
    ['على كم درجة بيذوب الشمع', /60/u],
    ['على كم درجة بيتجمد الماء', /صفر/u],
  ])('%s', async (question, answer) => {
    const reply = await ask(question);
    expect(reply).not.toMatch(DECLINE);
    expect(reply).toMatch(answer);
  });
});

describe('questions the notes do not answer are still declined', () => {
  it.each([
    'which device measures humidity',
    'what instrument measures temperature',
    'pls help exam tomorrow!! what causes thunder',
    'بليز ساعدوني عندي امتحان بكرا: على كم درجة يغلي الزيت',
  ])('%s', async (question) => {
    expect(await ask(question)).toMatch(DECLINE);
  });
});
