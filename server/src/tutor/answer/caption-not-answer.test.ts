// A table question is answered with the table's row, never with its caption alone ("Table 2:
// Market equilibrium for school notebooks" and the next section's sentences): the caption
// names the table, the row holds the answer (decision 105).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  expectAnsweredWith,
  tutorOverFiles,
  type TutorOverFiles,
  tutorOverFilesForTests,
} from '../../../test/helpers/tutor-over-files.js';
import { recordNumbers } from './caption-rows.js';

const FILES: Record<string, string[]> = {
  'markets.pdf': [
    [
      '3.3 Market equilibrium',
      'The equilibrium price is the price at which the quantity demanded equals the quantity supplied. At any price above the equilibrium there is excess supply, called a surplus.',
    ].join('\n'),
    [
      'Table 2: Market equilibrium for school notebooks',
      'Price ($) | Quantity demanded | Quantity supplied | Market situation',
      '2 | 920 | 310 | Shortage of 610',
      '3 | 780 | 460 | Shortage of 320',
      '4 | 620 | 620 | Equilibrium',
      '5 | 470 | 750 | Surplus of 280',
      '6 | 330 | 880 | Surplus of 550',
      '3.4 Price elasticity of demand',
      'Price elasticity of demand (PED) measures how strongly the quantity demanded responds to a change in price. It is calculated as the percentage change in quantity demanded divided by the percentage change in price.',
    ].join('\n'),
  ],
  'الطاقة.pdf': [
    [
      'الهرم الغذائي',
      '• الهرم الغذائي شكل يوضح كمية الطاقة في كل مستوى غذائي • ينتقل نحو عشرة بالمئة فقط من الطاقة إلى المستوى الذي يليه',
    ].join('\n'),
    [
      'جدول ٣: الطاقة في المستويات الغذائية',
      'المستوى الغذائي | الطاقة بالكيلوجول',
      'المنتجات | 21000',
      'المستهلكات الأولية | 2100',
      'المستهلكات الثانوية | 230',
      'المستهلكات الثالثة | 24',
    ].join('\n'),
  ],
};

const bot = tutorOverFilesForTests('edubot-caption-not-answer-', FILES, ['ara', 'eng']);

describe('a table caption is not the answer', () => {
  it.each([
    ['what is the equilibrium quantity of school notebooks?', '620', 'Table 2'],
    ['ما كمية الطاقة في المنتجات حسب الجدول', '21000', 'جدول ٣'],
  ])('%s', async (question, answer, caption) => {
    const reply = await bot.ask(question);
    expectAnsweredWith(reply, answer);
    expect(reply.text).not.toContain(caption);
  });

  it('reads the next numbered section after a table as a heading, not as a record', async () => {
    const reply = await bot.ask('how is price elasticity of demand calculated?');
    expectAnsweredWith(reply, 'percentage change in quantity demanded');
    expect(reply.text).not.toContain('Table 2');
  });
});

describe('recordNumbers', () => {
  it('leaves out the number of a table, a figure or a page', () => {
    expect([...recordNumbers('In table 2, what is the quantity demanded at $5?')]).toEqual(['5']);
    expect([...recordNumbers('كم عدد الضفادع في الجدول ٣ عند الدقيقة 10')]).toEqual(['10']);
    expect([...recordNumbers('what is on in period 3 on page 2')]).toEqual(['3']);
  });
});

describe('a stray line between a caption and its header', () => {
  let stray: TutorOverFiles;
  beforeAll(async () => {
    stray = await tutorOverFiles(
      'edubot-caption-stray-line-',
      {
        'البيئة.pdf': [
          [
            'جدول ٢: نتائج إحصاء الكائنات الحية في حديقة المدرسة',
            'العلوم - الصف السابع',
            'الكائن الحي | المستوى الغذائي | العدد',
            'العشب | منتج | 2400',
            'الجراد | مستهلك أول | 310',
            'الضفادع | مستهلك ثان | 45',
          ].join('\n'),
        ],
      },
      ['ara', 'eng'],
    );
  });
  afterAll(() => stray.close());

  it('reads the line of cells as the header, not the stray line', async () => {
    const reply = await stray.ask('ما المستوى الغذائي للجراد في جدول الإحصاء؟');
    expectAnsweredWith(reply, 'مستهلك أول');
  });
});
