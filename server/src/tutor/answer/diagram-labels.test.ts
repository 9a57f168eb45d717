// Label questions ("what is label F?", "الجزء C بالرسمة شو اسمه", "وش الرقم ٣ في المخطط") over
// real SVG diagrams ingested by the real pipeline (ingestion/pipeline.ts; their labels become
// ingestion/clean/diagram-text.ts's sentence), through the real tutor over a real SQLite FTS5 index.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LanguageCode } from '../../search/language-codes.js';
import { tutorOverFiles, type TutorOverFiles } from '../../../test/helpers/tutor-over-files.js';
import { ingestFile } from '../../ingestion/pipeline.js';
import { TesseractOcrEngine } from '../../ingestion/stages/ocr.js';
import { askedLabel, labelOf } from './diagram-labels.js';

const LANGUAGES: readonly LanguageCode[] = ['ara', 'eng'];

function svg(title: string, labels: readonly string[]): string {
  const texts = labels
    .map((label, i) => `<text x="10" y="${20 + i * 20}">${label}</text>`)
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300"><title>${title}</title>${texts}</svg>`;
}

const ocr = new TesseractOcrEngine();

/** The SVG's text as the real ingestion pipeline leaves it (one chunk per page here). */
async function ingested(name: string, source: string): Promise<string[]> {
  const bytes = new TextEncoder().encode(source);
  const signal = new AbortController().signal;
  const chunks = await ingestFile({ name, bytes }, { languages: LANGUAGES, signal }, { ocr });
  return chunks.map((chunk) => chunk.text);
}

const DIGESTIVE = [
  'A: Mouth – الفم',
  'B: Oesophagus – المريء',
  'C: Stomach – المعدة',
  'D: Liver – الكبد',
  'E: Pancreas – البنكرياس',
  'F: Small intestine – الأمعاء الدقيقة',
  'G: Gall bladder – المرارة',
  'H – Large intestine',
];
const HEART = [
  '1. Right atrium',
  '2. Right ventricle',
  '3. Left ventricle',
  '4. Left atrium',
  'B: Aorta',
];

const SVGS: Record<string, string> = {
  'digestive-system.svg': svg('The digestive system', DIGESTIVE),
  'heart.svg': svg('The human heart', HEART),
  // Arabic labels only: the chunk is written in Arabic ("رسم توضيحي: ...، عليه: ...").
  'النبات.svg': svg('أجزاء النبات', ['J: الجذر', 'K: الساق', 'L: الورقة']),
};

const NOTES: Record<string, string[]> = {
  'digestion-notes.pdf': [
    'The stomach is a J-shaped organ that churns food and mixes it with gastric juice.',
    'المعدة عضو عضلي على شكل حرف J يقع في الجزء العلوي من البطن.',
    'The small intestine absorbs digested food into the blood through its villi.',
  ],
};

let bot: TutorOverFiles;

beforeAll(async () => {
  const files: Record<string, string[]> = { ...NOTES };
  for (const [name, source] of Object.entries(SVGS)) files[name] = await ingested(name, source);
  bot = await tutorOverFiles('edubot-diagram-labels-', files, LANGUAGES);
});

afterAll(async () => {
  await bot.close();
  await ocr.close();
});

describe('label questions answered from the diagram', () => {
  it.each([
    ['what is label F?', 'F: Small intestine – الأمعاء الدقيقة'],
    ['what part is D in the figure', 'D: Liver – الكبد'],
    ['label G?', 'G: Gall bladder – المرارة'],
    ['what is label H in the diagram', 'H – Large intestine'],
    ['الجزء C بالرسمة شو اسمه', 'C: Stomach – المعدة'],
    ['ايش الجزء E', 'E: Pancreas – البنكرياس'],
    ['شو الحرف D بالشكل', 'D: Liver – الكبد'],
  ])('%s', async (question, line) => {
    const reply = await bot.ask(question);
    expect(reply.text).toContain(line);
    // The one label, not the whole list.
    expect(reply.text).not.toContain('A: Mouth');
    expect(reply.sources[0]?.filename).toBe('digestive-system.svg');
  });

  it.each([
    ['ما اسم الجزء رقم 3 في الرسم', '3. Left ventricle'],
    ['وش الرقم ٣ في المخطط', '3. Left ventricle'],
    ['what is number 2 on the heart diagram?', '2. Right ventricle'],
  ])('%s (numbered labels)', async (question, line) => {
    const reply = await bot.ask(question);
    expect(reply.text).toContain(line);
    expect(reply.text).not.toContain('1. Right atrium');
    expect(reply.sources[0]?.filename).toBe('heart.svg');
  });

  it.each([
    ['شو الجزء B في رسمة القلب', 'B: Aorta'],
    ['الجزء 4 في مخطط القلب ايش هو', '4. Left atrium'],
  ])('%s (an Arabic question naming an English diagram)', async (question, line) => {
    const reply = await bot.ask(question);
    expect(reply.text).toContain(line);
    expect(reply.sources[0]?.filename).toBe('heart.svg');
  });

  it.each([
    ['ايش الجزء K', 'K: الساق'],
    ['شو الحرف L بالرسمه', 'L: الورقة'],
  ])('%s (an Arabic diagram)', async (question, line) => {
    const reply = await bot.ask(question);
    expect(reply.text).toContain(line);
    expect(reply.text).not.toContain('J: الجذر');
    expect(reply.sources[0]?.filename).toBe('النبات.svg');
  });

  it('prefers the diagram whose other words the question names when several hold the letter', async () => {
    const heart = await bot.ask('what is label B on the heart diagram');
    expect(heart.text).toContain('B: Aorta');
    expect(heart.sources[0]?.filename).toBe('heart.svg');
    const digestive = await bot.ask('what is label B on the digestive system diagram');
    expect(digestive.text).toContain('B: Oesophagus – المريء');
    expect(digestive.sources[0]?.filename).toBe('digestive-system.svg');
  });
});

describe('questions that are not label questions keep the normal path', () => {
  it('a letter-shaped organ is answered from the text', async () => {
    const reply = await bot.ask('what is the letter J shaped organ');
    expect(reply.sources[0]?.filename).toBe('digestion-notes.pdf');
    expect(reply.text).toContain('J-shaped organ');
  });

  it('an organ shaped like a letter is answered from the text, in Arabic too', async () => {
    const reply = await bot.ask('ما العضو الذي على شكل حرف J');
    expect(reply.text).not.toContain('J: الجذر');
    expect(reply.sources[0]?.filename).not.toBe('النبات.svg');
  });

  it('a letter no diagram holds is not answered from a diagram', async () => {
    const reply = await bot.ask('what is label Z in the diagram');
    expect(reply.text).not.toMatch(/Label Z on the diagram/u);
  });

  it('a numbered part of something no diagram shows is not answered from a diagram', async () => {
    const reply = await bot.ask('explain part 2 of the photosynthesis experiment');
    expect(reply.text).not.toContain('2. Right ventricle');
  });

  it('reads which label a question names', () => {
    expect(askedLabel('what is label F?')).toBe('F');
    expect(askedLabel('وش الرقم ٣ في المخطط')).toBe('3');
    expect(askedLabel('الجزء C بالرسمة شو اسمه')).toBe('C');
    expect(askedLabel('what is vitamin D for?')).toBeNull();
    expect(askedLabel('what is the letter J shaped organ')).toBeNull();
    expect(askedLabel('ما العضو الذي على شكل حرف J')).toBeNull();
    expect(askedLabel('compare parts A and B of the diagram')).toBeNull();
    expect(askedLabel('A part of the diagram is missing')).toBeNull();
    expect(askedLabel('what is label I?')).toBe('I');
    expect(askedLabel('can I see the diagram of part C')).toBe('C');
  });

  it('finds a label only as the key of an entry', () => {
    const chunk = 'Diagram: Cell (cell.svg), labelled: Nucleus B, 2. Vacuole, B – Cell wall.';
    expect(labelOf(chunk, 'B')?.line).toBe('B – Cell wall');
    expect(labelOf(chunk, '2')?.line).toBe('2. Vacuole');
    expect(labelOf('The stomach is labelled C.', 'C')).toBeNull();
  });
});
