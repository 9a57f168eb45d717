// Two tables set one right under the other, with no sentence between them (a textbook's "Table 3-2"
// then "Table 3-3"): a row of the second is read under its own header, not the first table's,
// and the second table's header line is never quoted as if it were the answer (decision 072).
import { describe, expect, it } from 'vitest';
import {
  expectAnsweredWith,
  tutorOverFilesForTests,
} from '../../../test/helpers/tutor-over-files.js';

const FILES: Record<string, string[]> = {
  'الغذاء.pdf': [
    [
      'يحتاج الجسم إلى غذاء متوازن يحتوي على جميع المجموعات الغذائية.',
      'جدول ٣-٢ أمراض نقص الفيتامينات',
      'الفيتامين | المرض الناتج عن نقصه | من أعراضه',
      'فيتامين C | الإسقربوط | نزيف اللثة',
      'فيتامين D | الكساح | لين العظام وتقوسها',
      'جدول ٣-٣ الطاقة في بعض الأطعمة',
      'الطعام (١٠٠ غرام) | الطاقة (سعر حراري)',
      'الأرز المطبوخ | 130',
      'التمر | 282',
    ].join('\n'),
  ],
  'metals.pdf': [
    [
      'Metals and non-metals differ in many properties.',
      'Table 2.2 Metals and non-metals compared',
      'Property | Metals | Non-metals',
      'Appearance | shiny | dull',
      'Oxides | basic oxides | acidic oxides',
      'Table 2.3 Boiling points of the halogens',
      'Halogen | Colour | Boiling point (°C)',
      'Chlorine | green-yellow | −34',
      'Iodine | grey-black | 184',
    ].join('\n'),
  ],
};

const bot = tutorOverFilesForTests('edubot-adjacent-tables-', FILES, ['ara', 'eng']);

describe('a table set right under another', () => {
  it.each([
    ['كم سعر حراري في التمر', 'التمر - الطاقة (سعر حراري): 282'],
    ['what is the boiling point of iodine', 'Iodine, Boiling point (°C): 184'],
  ])('reads a row of the second table under its own header: %s', async (question, answer) => {
    expectAnsweredWith(await bot.ask(question), answer);
  });

  it('still reads the first table under its header', async () => {
    const reply = await bot.ask('نقص فيتامين D يسبب اي مرض');
    expectAnsweredWith(reply, 'الكساح');
    expect(reply.text).not.toContain('الطعام (١٠٠ غرام)');
  });
});
