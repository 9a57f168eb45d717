// A table under a caption numbered in brackets ("جدول (1): مراحل دورة الماء", as Word and
// LibreOffice number captions), with a header cell that is a question ("ماذا يحدث للماء؟"): the
// caption is the table's title and the line under it its header, so a row is read under the
// header's names instead of the header being quoted as the answer (decision 086).
import { describe, expect, it } from 'vitest';
import {
  expectAnsweredWith,
  tutorOverFilesForTests,
} from '../../../test/helpers/tutor-over-files.js';

const FILES: Record<string, string[]> = {
  'دورة الماء.pdf': [
    [
      'دورة الماء هي الحركة المستمرة للماء بين سطح الأرض والغلاف الجوي.',
      'جدول (1): مراحل دورة الماء',
      'المرحلة | ماذا يحدث للماء؟ | مثال من حياتنا اليومية',
      'التبخر | يتحول الماء السائل إلى بخار بفعل حرارة الشمس | جفاف الملابس المبللة',
      'التكاثف | يبرد بخار الماء فيتحول إلى قطرات صغيرة | تكون قطرات الماء على كأس ماء بارد',
      'الهطول | تتجمع القطرات وتكبر حتى تثقل فتسقط | نزول المطر في الشتاء',
    ].join('\n'),
  ],
  'rocks.pdf': [
    [
      'Rocks are grouped by how they form.',
      'Table (2): The three rock types',
      'Type | How does it form? | Example',
      'Igneous | magma cools and hardens | granite',
      'Sedimentary | layers of sediment are pressed together | sandstone',
      'Metamorphic | heat and pressure change a rock | marble',
    ].join('\n'),
  ],
};

const bot = tutorOverFilesForTests('edubot-bracketed-captions-', FILES, ['ara', 'eng']);

describe('a table under a caption numbered in brackets', () => {
  it.each([
    ['اعطني مثال على التكاثف من حياتنا اليومية', 'كأس ماء بارد'],
    ['مثال على التبخر من الحياة اليومية', 'جفاف الملابس المبللة'],
    ['give an example of a metamorphic rock', 'marble'],
  ])('reads the row under its header: %s', async (question, answer) => {
    const reply = await bot.ask(question);
    expectAnsweredWith(reply, answer);
  });

  it('never quotes the header line alone as the answer', async () => {
    const reply = await bot.ask('اعطني مثال على التكاثف من حياتنا اليومية');
    expect(reply.text).not.toMatch(/اليومية \[1\]/u);
  });
});
