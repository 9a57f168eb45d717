// A when / who / where question about an event (building, birth, death) of a thing the notes
// name is answered only by a line saying that event, in any of its forms, beside the thing
// (docs/decisions/108). Through the real tutor over a real SQLite FTS5 index, English and Arabic.
import { describe, expect, it } from 'vitest';
import type { LanguageCode } from '../../search/language-codes.js';
import { answeredOf, tutorOverFilesForTests } from '../../../test/helpers/tutor-over-files.js';
import { askedEvent, datesEvent, EVENTS, saysEvent } from './asked-events.js';

const LANGUAGES: readonly LanguageCode[] = ['ara', 'eng'];

const FILES: Record<string, string[]> = {
  'المدن.pdf': [
    'بغداد\nبنى الخليفة أبو جعفر المنصور مدينة بغداد عام 762م على نهر دجلة.\nكانت بغداد مستديرة الشكل.',
    'سامراء\nنقل الخليفة المعتصم عاصمة الدولة العباسية إلى مدينة سامراء عام 836م.\nتشتهر سامراء بالمئذنة الملوية.',
    'قرطبة\nولد الفيلسوف ابن رشد في قرطبة عام 1126م، وشرح كتب أرسطو.\nتولى فرانكو الحكم في إسبانيا عام 1939م، وحكمها حتى وفاته عام 1975م.',
  ],
  'landmarks.pdf': [
    'Rome\nThe Colosseum in Rome was built under the emperors Vespasian and Titus and completed in AD 80.\nThe Pantheon has a great concrete dome. In 609 it was turned into a church.',
    'Scientists\nIsaac Newton was born in Woolsthorpe, England, in 1643. He published his laws of motion in 1687.',
  ],
};

const bot = tutorOverFilesForTests('edubot-asked-events-', FILES, LANGUAGES);

describe('the event asked about', () => {
  it('declines a date or a person given for another event of the thing', async () => {
    expect(
      await answeredOf(bot, [
        'متى بنيت مدينة سامراء؟',
        'من بنى مدينة سامراء؟',
        'متى توفي ابن رشد؟',
        'When was the Pantheon built?',
        'When did Isaac Newton die?',
      ]),
    ).toEqual([]);
  });

  it('answers the event the line says, in another form of its word', async () => {
    const questions = [
      'متى تم بناء مدينة بغداد؟',
      'من أسس مدينة بغداد؟',
      'أين ولد ابن رشد؟',
      'متى تولى فرانكو الحكم في إسبانيا؟',
      'When was the Colosseum constructed?',
      'Where was Isaac Newton born?',
    ];
    expect(await answeredOf(bot, questions)).toHaveLength(questions.length);
  });

  it('reads the event and the detail asked', () => {
    expect(askedEvent('متى بنيت مدينة سامراء؟')).toMatchObject({
      event: EVENTS.building,
      detail: 'date',
    });
    expect(askedEvent('من بنى مسجد قرطبة؟')).toMatchObject({
      event: EVENTS.building,
      detail: 'person',
    });
    expect(askedEvent('أين توفي ابن سينا؟')).toMatchObject({
      event: EVENTS.death,
      detail: 'place',
    });
    expect(askedEvent('When was the Eiffel Tower completed?')).toMatchObject({
      event: EVENTS.building,
      detail: 'date',
    });
    expect(askedEvent('Where was Charles Darwin born?')).toMatchObject({ event: EVENTS.birth });
    // Verbs that are not these events, a founding in English, an event word that is a noun.
    expect(askedEvent('متى تولى فرانكو الحكم في إسبانيا')).toBeNull();
    expect(askedEvent('When was Yugoslavia formed?')).toBeNull();
    expect(askedEvent('When did the dinosaurs die out?')).toBeNull();
    expect(askedEvent('Who designed the building?')).toBeNull();
    expect(askedEvent('أين يعيش مكتشف البنسلين')).toBeNull();
  });

  it('finds the event in its forms, with a date that is a year', () => {
    expect(saysEvent('وبعد ذلك بدأ جوهر ببناء الجامع الأزهر', EVENTS.building)).toBe(true);
    expect(saysEvent('وفيها شيد الخليفة الوليد الجامع الأموي', EVENTS.building)).toBe(true);
    expect(saysEvent('وحكمها حتى وفاته عام 1975م', EVENTS.death)).toBe(true);
    // "بن" is the analyzer's stem of "بنى", not a form of it.
    expect(saysEvent('يوسف بن تاشفين قائد المرابطين', EVENTS.building)).toBe(false);
    expect(datesEvent('Venice is built on more than 100 small islands.', EVENTS.building)).toBe(
      false,
    );
    expect(
      datesEvent('Li Bai (701–762), also known as Li Bo, was a Chinese poet.', EVENTS.birth),
    ).toBe(true);
    expect(datesEvent('عادةً ما يعود تاريخ المسرح اليديشي إلى سنة 1876', EVENTS.building)).toBe(
      true,
    );
  });
});
