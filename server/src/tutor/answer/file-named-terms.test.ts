// A question that names the file it asks about ("... في مصفوفة تقييم الأثر" of a file named
// "مصفوفة تقييم الاثر.pdf" whose lines write "لمصفوفة"): the words only the file's name holds say
// where to look, so the row that answers is quoted, not declined for lacking them (decision 069).
import { describe, expect, it } from 'vitest';
import { tutorOverFilesForTests } from '../../../test/helpers/tutor-over-files.js';

const FILES: Record<string, string[]> = {
  'مصفوفة تقييم الاثر.pdf': [
    [
      'مثال توضيحي لمصفوفة تقييم الأثر في وزارة المالية',
      'مؤشرات الأداء الاستراتيجية | المعايير المتأثرة | درجة الأثر',
      'الانحراف في النفقات عن الميزانية المعتمدة | مركز الوزارة المالي | عالية',
      'نسبة التوظيف في الوزارة | سمعة الوزارة | متوسطة',
      'الدرجة المتحققة في التصنيف الائتماني | تعطل عمليات الوزارة | منخفضة',
    ].join('\n'),
  ],
  'أمن الشبكات.pdf': [
    'تهدف سياسة أمن الشبكات إلى حماية الشبكات من الاختراق. يجب تقييم المخاطر كل سنة ومراجعة الأداء.',
  ],
};

const bot = tutorOverFilesForTests('edubot-file-named-', FILES, ['ara', 'eng']);

describe('words only the file’s name holds', () => {
  it('answers from the row of the file the question names', async () => {
    const budget = await bot.ask('اذكر مؤشر أداء استراتيجي متعلق بالميزانية في مصفوفة تقييم الأثر');
    expect(budget.text).toContain('الانحراف في النفقات');
    const staff = await bot.ask('اذكر مؤشر أداء متعلق بالتوظيف في مصفوفة تقييم الأثر');
    expect(staff.text).toContain('نسبة التوظيف');
  });
});
