// Study files for the browser flows, generated on the fly (nothing binary is committed): small
// text PDFs drawn with DejaVu Sans (Debian fonts-dejavu-core), which also covers Arabic.
import fs from 'node:fs';
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, StandardFonts, type PDFFont } from 'pdf-lib';

const DEJAVU = [
  '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf',
  '/usr/share/fonts/dejavu/DejaVuSans.ttf',
  '/usr/share/fonts/TTF/DejaVuSans.ttf',
];
const A4: [number, number] = [595, 842];
const MARGIN = 50;
const SIZE = 13;

interface PageSpec {
  lines: string[];
  rtl?: boolean;
}

async function pdf(pages: PageSpec[], unicode: boolean): Promise<Buffer> {
  const doc = await PDFDocument.create();
  let font: PDFFont;
  if (unicode) {
    const path = DEJAVU.find((p) => fs.existsSync(p));
    if (!path) throw new Error('e2e needs DejaVu Sans: apt-get install -y fonts-dejavu-core');
    doc.registerFontkit(fontkit);
    font = await doc.embedFont(fs.readFileSync(path), { subset: true });
  } else {
    font = await doc.embedFont(StandardFonts.Helvetica);
  }
  for (const spec of pages) {
    const page = doc.addPage(A4);
    spec.lines.forEach((line, i) => {
      const y = A4[1] - MARGIN - i * SIZE * 1.6;
      const x = spec.rtl ? A4[0] - MARGIN - font.widthOfTextAtSize(line, SIZE) : MARGIN;
      page.drawText(line, { x, y, size: SIZE, font });
    });
  }
  return Buffer.from(await doc.save());
}

/** Two pages: an unrelated cover page, then the photosynthesis lesson the student asks about. */
export function englishBiologyPdf(): Promise<Buffer> {
  return pdf(
    [
      {
        lines: [
          'Biology Unit 3: Living Things and Energy',
          'This unit covers how living things obtain and use energy.',
          'Read each lesson carefully before the weekly quiz.',
        ],
      },
      {
        lines: [
          'Lesson 1: Photosynthesis',
          'Photosynthesis is the process by which green plants make their own food.',
          'Plants use sunlight, water and carbon dioxide to produce glucose and oxygen.',
          'The green pigment chlorophyll absorbs light energy in the leaves.',
          'Oxygen leaves the plant through small openings called stomata.',
        ],
      },
    ],
    false,
  );
}

/** One Arabic page about the water cycle (logical order, shaped by fontkit). */
export function arabicWaterCyclePdf(): Promise<Buffer> {
  return pdf(
    [
      {
        rtl: true,
        lines: [
          'دورة الماء في الطبيعة',
          'تبخر الشمس مياه البحار والمحيطات فيصعد بخار الماء إلى الجو.',
          'يتكاثف بخار الماء في الجو فتتكون السحب.',
          'تسقط الأمطار من السحب فتعود المياه إلى الأرض والأنهار.',
        ],
      },
    ],
    true,
  );
}
