// The first citation points at the page that answers (issue 7 §2): not a title slide or a
// lesson's agenda that repeats the question's words, not a chapter summary that restates what
// another page of the file explains. Files are given as the ingestion pipeline leaves their pages.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tutorOverFiles, type TutorOverFiles } from '../../../test/helpers/tutor-over-files.js';
import { answeringLineFirst } from './answering-lead.js';
import { restatesQuestion } from './restating-lines.js';
import { isSummaryHeading } from './summary-lines.js';

const SLIDES = 'photosynthesis-slides.pdf';
const NOTES = 'respiration-notes.pdf';
const ARABIC = 'الدوائر الكهربائية.pdf';

const english: Record<string, string[]> = {
  [SLIDES]: [
    'Photosynthesis\nHow green plants make their food\nYear 9 Biology, Unit 4',
    'Lesson overview\n• What is photosynthesis?\n• The limiting factors of photosynthesis\n• Testing a leaf for starch\n• The pondweed experiment',
    'What is photosynthesis?\nPhotosynthesis is the process in which green plants use light energy to turn carbon dioxide and water into glucose and oxygen.\nIt takes place in the chloroplasts of the leaf cells.',
    'Limiting factors\nThe rate of photosynthesis can be held back by light intensity, carbon dioxide concentration or temperature.\nWhichever of these is in shortest supply limits the rate.',
    'Testing a leaf for starch\nBoil the leaf in water for one minute to kill it. Put it in hot ethanol to remove the chlorophyll. Rinse it and add iodine solution: it turns blue-black where there is starch.',
  ],
  [NOTES]: [
    'Chapter 6: Respiration\nContents\n6.1 Aerobic respiration ........ 2\n6.2 Anaerobic respiration ........ 3\n6.3 The oxygen debt ........ 3',
    'Aerobic respiration\nAerobic respiration releases energy from glucose using oxygen. It takes place in the mitochondria and produces carbon dioxide and water.',
    'Anaerobic respiration\nWhen muscles work hard they run short of oxygen. Glucose is then broken down without oxygen into lactic acid, which releases much less energy.',
    'Summary\n• Aerobic respiration: uses oxygen\n• Anaerobic respiration: no oxygen, makes lactic acid\n• Oxygen debt: extra oxygen needed after exercise',
    'The oxygen debt\nAfter hard exercise you keep breathing fast. The extra oxygen you take in is used to break down the lactic acid that built up in the muscles; this is called repaying the oxygen debt.',
  ],
};

const arabic: Record<string, string[]> = {
  [ARABIC]: [
    'الدوائر الكهربائية\nالعلوم – الصف التاسع',
    'محتويات الدرس\n• العوامل المؤثرة في مقاومة السلك\n• قانون أوم\n• توصيل المقاومات على التوالي',
    'العوامل المؤثرة في المقاومة\nتزداد مقاومة السلك بزيادة طوله، وتقل بزيادة مساحة مقطعه، وتتغير بتغير نوع مادته ودرجة حرارته.',
    'قانون أوم\nينص قانون أوم على أن فرق الجهد بين طرفي موصل يساوي شدة التيار مضروبة في مقاومته عند ثبوت درجة الحرارة.',
    'ملخص الدرس\n• قانون أوم: الجهد = التيار × المقاومة\n• المقاومة: تزداد بزيادة الطول',
  ],
};

const pages = (reply: { sources: { filename: string; page: number | null }[] }) =>
  reply.sources.map((s) => `${s.filename} p${s.page}`);

describe('the first citation is the page that answers', () => {
  let en: TutorOverFiles;
  let ar: TutorOverFiles;
  beforeAll(async () => {
    en = await tutorOverFiles('first-citation-en', english, ['eng']);
    ar = await tutorOverFiles('first-citation-ar', arabic, ['ara']);
  });
  afterAll(async () => {
    await en.close();
    await ar.close();
  });

  it('an agenda slide that repeats the question neither leads nor joins the answer', async () => {
    const reply = await en.ask('what are the limiting factors of photosynthesis');
    expect(pages(reply)).toEqual([`${SLIDES} p4`]);
    expect(reply.text).toContain('light intensity');
    expect(reply.text).not.toContain('The limiting factors of photosynthesis');
  });

  it('the agenda item naming a section gives way to the section', async () => {
    const reply = await en.ask('how do you test a leaf for starch');
    expect(pages(reply)[0]).toBe(`${SLIDES} p5`);
    expect(reply.text).toContain('iodine');
    expect(reply.text).not.toContain('pondweed');
  });

  it('an Arabic lesson contents slide gives way to the page that answers', async () => {
    const reply = await ar.ask('ما العوامل المؤثرة في مقاومة السلك؟');
    expect(pages(reply)).toEqual([`${ARABIC} p3`]);
    expect(reply.text).toContain('بزيادة طوله');
  });

  it('a summary line gives way to the page of the same file that explains it', async () => {
    const reply = await en.ask('what is the oxygen debt');
    expect(pages(reply)[0]).toBe(`${NOTES} p5`);
    expect(reply.text).toContain('break down the lactic acid');
  });

  it('an Arabic summary line gives way to the page that states the law', async () => {
    const reply = await ar.ask('ما هو قانون أوم للتيار والجهد');
    expect(pages(reply)[0]).toBe(`${ARABIC} p4`);
  });
});

describe('the page whose line gives the value asked for is cited first', () => {
  let t: TutorOverFiles;
  beforeAll(async () => {
    t = await tutorOverFiles(
      'first-citation-value',
      {
        'sound.pdf': [
          'Speed\nThe speed of sound depends on what it travels through. Sound travels faster in water than in air and fastest of all in solids such as steel.',
          'Measuring the speed of sound\nTwo students stand 340 m apart. One bangs two blocks together and the other starts a timer when she sees the blocks meet and stops it when she hears the bang. In air, sound travels at about 330 metres per second.',
        ],
      },
      ['eng'],
    );
  });
  afterAll(async () => {
    await t.close();
  });

  it('a line sharing the question’s words does not lead the line that gives the speed', async () => {
    const reply = await t.ask('how fast does sound travel in air');
    expect(pages(reply)[0]).toBe('sound.pdf p2');
    expect(reply.text.indexOf('330 metres')).toBeLessThan(reply.text.indexOf('[1]'));
  });

  it('answeringLineFirst moves only a line of another passage, and only when the lead does not answer', () => {
    const lines = [
      { passage: 0, says: false },
      { passage: 0, says: true },
      { passage: 1, says: true },
    ];
    const answers = (l: { says: boolean }) => l.says;
    expect(answeringLineFirst(lines, answers).map((l) => l.passage)).toEqual([1, 0, 0]);
    expect(answeringLineFirst(lines.slice(1), answers)).toEqual(lines.slice(1));
    expect(answeringLineFirst(lines.slice(0, 2), answers)).toEqual(lines.slice(0, 2));
  });
});

describe('an abbreviation is answered by the line that spells it out', () => {
  let en: TutorOverFiles;
  let ar: TutorOverFiles;
  beforeAll(async () => {
    en = await tutorOverFiles(
      'first-citation-abbreviation-en',
      {
        'dna-diagram.svg': [
          'Diagram: the DNA double helix (dna-diagram.svg), labelled: DNA strand, Sugar-phosphate backbone of the DNA, Base pairs: hold the two DNA strands together, Hydrogen bonds between the bases of the DNA.',
        ],
        'genetics-slides.pdf': [
          'Genetics\nYear 10 Biology',
          'DNA\n• DNA stands for deoxyribonucleic acid\n• DNA carries the genetic code of the cell\n• A gene is a short section of DNA',
        ],
      },
      ['eng'],
    );
    ar = await tutorOverFiles(
      'first-citation-abbreviation-ar',
      {
        'مخطط الخلية.svg': [
          'مخطط: جزيء DNA في نواة الخلية، عليه: شريط DNA، قواعد DNA المتقابلة، روابط بين شريطي DNA، يتضاعف DNA قبل انقسام الخلية.',
        ],
        'الوراثة.pdf': [
          'الوراثة\nالصف العاشر',
          'الحمض النووي\nيرمز DNA إلى الحمض النووي الريبوزي منقوص الأكسجين.\nيحمل الشيفرة الوراثية للخلية.',
        ],
      },
      ['ara'],
    );
  });
  afterAll(async () => {
    await en.close();
    await ar.close();
  });

  it('“X stands for” states X: a diagram naming X many times does not lead', async () => {
    for (const question of ['what does DNA stand for', 'dna stands for?']) {
      const reply = await en.ask(question);
      expect(pages(reply)).toEqual(['genetics-slides.pdf p2']);
      expect(reply.text).toContain('deoxyribonucleic acid');
    }
  });

  it('“يرمز X إلى” states X in Arabic notes', async () => {
    const reply = await ar.ask('ماذا يرمز DNA');
    expect(pages(reply)).toEqual(['الوراثة.pdf p2']);
    expect(reply.text).toContain('منقوص الأكسجين');
  });
});

describe('an explanation leads with the page that explains the term', () => {
  let t: TutorOverFiles;
  beforeAll(async () => {
    t = await tutorOverFiles(
      'first-citation-explain',
      {
        'particles.pdf': [
          'Diffusion\nParticles of a gas or a liquid move about at random. They spread out from where they are in a high concentration to where they are in a low concentration. This is called diffusion. It is faster when the particles are warmer.',
          'Osmosis\nOsmosis is the diffusion of water through a partially permeable membrane.',
          'Key points\n- Diffusion: particles spread from high to low concentration.\n- Osmosis: water crosses a membrane.',
        ],
        'الجسيمات.pdf': [
          'الانتشار\nتتحرك جسيمات الغاز والسائل حركة عشوائية، فتنتقل من مكان تركيزها المرتفع إلى مكان تركيزها المنخفض، وتسمى هذه الظاهرة الانتشار.',
          'ملخص الدرس\n- الانتشار: انتقال الجسيمات من التركيز المرتفع إلى المنخفض.',
        ],
      },
      ['eng', 'ara'],
    );
  });
  afterAll(async () => {
    await t.close();
  });

  it('not the chapter’s key points, in English and Arabic', async () => {
    const english = await t.ask('explain diffusion');
    expect(pages(english)[0]).toBe('particles.pdf p1');
    const arabic = await t.ask('اشرح الانتشار');
    expect(pages(arabic)[0]).toBe('الجسيمات.pdf p1');
  });
});

describe('restatesQuestion', () => {
  const line = (stems: string[], held: number[], open = true) => ({
    role: 'text',
    open,
    stems,
    matches: [held],
  });
  it('is a title line whose every word is the question’s', () => {
    expect(restatesQuestion(line(['test', 'leaf', 'starch'], [0, 1, 2]))).toBe(true);
  });
  it('is not a line that says more, nor a finished sentence', () => {
    expect(restatesQuestion(line(['lectur', '3', 'photosynthesi'], [2]))).toBe(false);
    expect(restatesQuestion(line(['photosynthesi', 'need', 'light'], [0, 1, 2], false))).toBe(
      false,
    );
  });
});

describe('isSummaryHeading', () => {
  it('reads summary and recap headings in English and Arabic', () => {
    for (const h of ['Summary', 'Key points', 'Chapter summary', 'ملخص الدرس', 'الخلاصة'])
      expect(isSummaryHeading(h)).toBe(true);
  });
  it('is not a heading that only contains such a word', () => {
    for (const h of ['Summary statistics of the sample', 'ليس ملخصا', 'Limiting factors'])
      expect(isSummaryHeading(h)).toBe(false);
  });
});
