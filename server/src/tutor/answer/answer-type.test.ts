// A question asking for a value (a quantity, a date, a time) is answered only by a line that
// states one beside the question's subject (answer-type.ts, docs/decisions/038). Through the real
// tutor over a real SQLite FTS5 index, in English and Arabic, and the rules' parts one by one.
import { describe, expect, it } from 'vitest';
import type { LanguageCode } from '../../search/language-codes.js';
import { tutorOverFilesForTests } from '../../../test/helpers/tutor-over-files.js';
import { declineMessage } from '../decline-messages.js';
import { askedAnswerType, statesAnswerType, statesNumber } from './answer-type.js';

const LANGUAGES: readonly LanguageCode[] = ['ara', 'eng'];

// A chemistry chapter that names octane and its chain and gives boiling points of other
// substances, but not of octane; a history page that names Cairo but gives no date for its
// building. Each question's words are all in the files, which is why the coverage gate alone
// answered "the boiling point of octane" with the boiling point of water.
const FILES: Record<string, string[]> = {
  'fuels chapter.pdf': [
    'Crude oil is a mixture of hydrocarbons. Octane is one of the alkanes in petrol, and its molecules are long unbranched chains of carbon atoms.',
    'In fractional distillation the crude oil is heated until it boils, and the vapour rises up the column. Each fraction has its own boiling point range. Water boils at 100 °C at sea level.',
    'The boiling point of a substance rises with the pressure above it. Ethanol has a boiling point of 78 °C.',
    'Longer chains make a fuel more viscous and harder to ignite, so they burn with a smokier flame.',
  ],
  'الوقود.pdf': [
    'النفط الخام خليط من الهيدروكربونات، والأوكتان من الألكانات الموجودة في البنزين وجزيئاته سلاسل طويلة من ذرات الكربون.',
    'في التقطير التجزيئي يسخن النفط حتى يغلي فيصعد البخار في البرج، ولكل جزء درجة غليان خاصة به. يغلي الماء عند ١٠٠ درجة سيليزية.',
    'ترتفع درجة غليان المادة بزيادة الضغط، ودرجة غليان الإيثانول ٧٨ درجة سيليزية.',
  ],
  'تاريخ.pdf': [
    'قامت الدولة العباسية عام ٧٥٠ م بعد سقوط الدولة الأموية، ونقل العباسيون العاصمة إلى بغداد.',
    'كانت القاهرة مدينة كبيرة فيها أسواق ومساجد ومدارس يقصدها طلاب العلم من كل مكان، وقد بنيت فيها قصور كثيرة.',
    'سقطت بغداد على يد المغول سنة ١٢٥٨ م.',
  ],
  'history notes.pdf': [
    'The Suez Canal was opened to ships in 1869 after ten years of work.',
    'Old Cairo was a large city with markets, mosques and schools, and many palaces were built there by its rulers.',
  ],
};

const bot = tutorOverFilesForTests('edubot-answer-type-', FILES, LANGUAGES);

const ask = (text: string) => bot.ask(text);

describe('a value question needs a value beside its subject', () => {
  it('declines when the notes name the subject but state no value of it', async () => {
    const answered: string[] = [];
    for (const [question, language] of [
      ['What is the boiling point of octane?', 'en'],
      ['ما درجة غليان الأوكتان؟', 'ar'],
      ['متى بنيت قصور القاهرة؟', 'ar'],
      ['When were the palaces of Cairo built?', 'en'],
    ] as const) {
      const reply = await ask(question);
      if (reply.text !== declineMessage(language) || reply.sources.length > 0)
        answered.push(`${question} -> ${reply.text}`);
    }
    expect(answered).toEqual([]);
  });

  it('answers when a line states the value beside the subject', async () => {
    const cases: [string, string][] = [
      ['What is the boiling point of water?', '100 °C'],
      ['ما درجة غليان الماء؟', '١٠٠'],
      ['في أي سنة سقطت بغداد؟', '١٢٥٨'],
      ['متى قامت الدولة العباسية؟', '٧٥٠'],
      ['When was the Suez Canal opened?', '1869'],
    ];
    for (const [question, answer] of cases) {
      const reply = await ask(question);
      expect({ question, holds: reply.text.includes(answer) }).toEqual({ question, holds: true });
    }
  });

  it('leaves open questions to the coverage gate', async () => {
    const reply = await ask('Why do longer chains burn with a smokier flame?');
    expect(reply.text).toContain('harder to ignite');
  });
});

describe('askedAnswerType', () => {
  it('reads quantity, date and time questions in English and Arabic', () => {
    expect(askedAnswerType('how many bubbles did trial 2 get')).toBe('quantity');
    expect(askedAnswerType('boiling point of chlorine?')).toBe('quantity');
    expect(askedAnswerType('ما درجة غليان الأكسجين')).toBe('quantity');
    expect(askedAnswerType('كم نسبة الماء العذب على الارض')).toBe('quantity');
    expect(askedAnswerType('in what year did the FAO define it?')).toBe('date');
    expect(askedAnswerType('في أي سنة سقطت بغداد')).toBe('date');
    expect(askedAnswerType('when do the stomata close')).toBe('time');
    expect(askedAnswerType('متى تنغلق الثغور')).toBe('time');
  });

  it('gives no type to open questions or to "when" inside a clause', () => {
    expect(askedAnswerType('what is a boiling point?')).toBeNull();
    expect(askedAnswerType('what gas comes off when zinc is put in acid')).toBeNull();
    expect(askedAnswerType('when testing validity, what counts as a bad line?')).toBeNull();
    expect(askedAnswerType('ما درجة الحديث؟')).toBeNull();
    expect(askedAnswerType('لماذا يغلي الماء')).toBeNull();
  });
});

describe('statesAnswerType', () => {
  it('counts numbers in any digit set and in words, not a formula’s index or a list marker', () => {
    expect(statesNumber('Water boils at 100 °C')).toBe(true);
    expect(statesNumber('يغلي عند ١٠٠ درجة')).toBe(true);
    expect(statesNumber('left for five minutes')).toBe(true);
    expect(statesNumber('ثلاث مرات')).toBe(true);
    expect(statesNumber('Octane (C8H18) is an alkane')).toBe(false);
    expect(statesNumber('1. Heat the acid gently')).toBe(false);
  });

  it('takes month, century and condition words for dates and times', () => {
    expect(statesAnswerType('in the ninth century', 'date')).toBe(true);
    expect(statesAnswerType('في القرن التاسع', 'date')).toBe(true);
    expect(statesAnswerType('The stomata close when it is hot', 'time')).toBe(true);
    expect(statesAnswerType('تنغلق الثغور عندما يشتد الحر', 'time')).toBe(true);
    expect(statesAnswerType('The stomata close when it is hot', 'date')).toBe(false);
    expect(statesAnswerType('the night sky', 'quantity')).toBe(false);
  });
});
