// "what is X?" through the chat API (intents/explain-reply.ts): the passage that defines X comes
// first, before a page that only uses X in a clause. Text as the ingestion pipeline extracted
// it from the shared class files' logic glossary (page 1) and truth-table chapter (page 6).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.js';
import { askTutor, enrolledClass, type Account } from '../../../test/helpers/accounts.js';
import { indexStudyFile } from '../../../test/helpers/study-files.js';

const CHAPTER_PAGE_6 =
  'S T U W (U & T) → (S & W ) T\n' +
  'One way for this sentence to be true is for the antecedent to be false. Since the antecedent is a conjunction, we can just make one of the conjuncts false. Let’s make ‘U’ false. Then, we can assign whatever truth value we like to the other atomic sentences.';
const GLOSSARY_PAGE_1 =
  'Glossary\n' +
  'antecedent The sentence on the left side of a conditional.\n' +
  'argument a connected series of sentences, divided into premises and conclusion .\n' +
  'atomic sentence A sentence used to represent a basic sentence; a single letter in TFL, or a predicate symbol followed by names in FOL.';

describe('explaining a term', () => {
  let t: TestApp;
  let student: Account;
  let botId: string;

  beforeAll(async () => {
    t = await createTestApp();
    ({ student, botId } = await enrolledClass(t.app, { name: 'Logic' }));
    // The chapter is indexed first: on a tie it would be the first passage.
    await indexStudyFile(t.ctx, botId, 'chapter', [
      { filename: 'forallx_ch12.pdf', page: 6, text: CHAPTER_PAGE_6 },
    ]);
    await indexStudyFile(t.ctx, botId, 'glossary', [
      { filename: 'logic_glossary.pdf', page: 1, text: GLOSSARY_PAGE_1 },
    ]);
  });
  afterAll(() => t.close());

  it('leads with the glossary line, not a sentence using the term after "Since the"', async () => {
    const reply = await askTutor(t.app, student, botId, 'whats an antecedent');
    expect(reply.result).toMatch(
      /^\*\*antecedent\*\*\n\nantecedent The sentence on the left side of a conditional\. \[1\]/u,
    );
    expect(reply.sources[0]).toMatchObject({ filename: 'logic_glossary.pdf', page: 1 });
  });

  it('appends no page that only uses the term in a clause', async () => {
    const reply = await askTutor(t.app, student, botId, 'whats an antecedent');
    expect(reply.result).not.toContain('Since the antecedent is a conjunction');
    expect(reply.result).not.toContain('for the antecedent to be false');
  });
});

describe('explaining a term in Arabic', () => {
  let t: TestApp;
  let student: Account;
  let botId: string;

  beforeAll(async () => {
    t = await createTestApp();
    ({ student, botId } = await enrolledClass(t.app, { name: 'الأحياء' }));
    await indexStudyFile(t.ctx, botId, 'notes', [
      {
        filename: 'ملاحظات.pdf',
        page: 1,
        text: 'الثغور فتحات صغيرة في سطح الورقة يدخل منها ثاني أكسيد الكربون.\nتنغلق الثغور في الأيام الحارة الجافة لتقليل فقد الماء.',
      },
    ]);
    await indexStudyFile(t.ctx, botId, 'practical', [
      {
        filename: 'التجربة.pdf',
        page: 2,
        text: 'نضع الورقة تحت المجهر ونرسم ما نراه. في الرسم نحدد مكان الثغور على السطح السفلي.',
      },
    ]);
  });
  afterAll(() => t.close());

  it('leads with the definition and appends no page that only uses the term', async () => {
    const reply = await askTutor(t.app, student, botId, 'ما هي الثغور');
    expect(reply.result).toContain('الثغور فتحات صغيرة في سطح الورقة');
    expect(reply.result).not.toContain('نحدد مكان الثغور');
  });
});

describe('explaining a quantity its notes measure before they define it', () => {
  let t: TestApp;
  let student: Account;
  let botId: string;

  // Own notes, in the order a physics chapter gives them: how it is measured, then what it is.
  const PAGE =
    'Potential difference is measured with a voltmeter, which is always connected in parallel across the component.\n' +
    'A cell pushes charge around a circuit by giving energy to each coulomb of charge. The potential difference (p.d.) between two points is the energy transferred per unit charge as the charge moves between them. An ideal voltmeter has a very high resistance.';

  beforeAll(async () => {
    t = await createTestApp();
    ({ student, botId } = await enrolledClass(t.app, { name: 'Physics' }));
    await indexStudyFile(t.ctx, botId, 'circuits', [
      { filename: 'circuits.pdf', page: 2, text: PAGE },
    ]);
  });
  afterAll(() => t.close());

  it('quotes the sentence saying what it is, past a bracketed abbreviation, not how it is measured', async () => {
    const reply = await askTutor(t.app, student, botId, 'Define potential difference.');
    expect(reply.result).toContain('is the energy transferred per unit charge');
    const defining = reply.result.indexOf('is the energy transferred');
    const measured = reply.result.indexOf('is measured with a voltmeter');
    expect(measured === -1 || defining < measured).toBe(true);
  });
});
