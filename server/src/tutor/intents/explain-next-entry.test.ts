// Decision 105: "ما هو التعايش" over a paragraph defining one relationship after another was
// answered with the definition and then the next relationship's ("الافتراس علاقة ..."): a
// sentence saying of another name what the definition said of the term is the next entry.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.js';
import { askTutor, enrolledClass, type Account } from '../../../test/helpers/accounts.js';
import { indexStudyFile } from '../../../test/helpers/study-files.js';

const RELATIONS =
  'العلاقات بين الكائنات الحية\n' +
  'تعيش الكائنات الحية في علاقات متنوعة داخل النظام البيئي. التطفل علاقة يستفيد فيها كائن يسمى الطفيل ويتضرر الآخر ويسمى العائل، مثل القراد على جسم الكلب. التعايش علاقة يستفيد فيها كائن ولا يتضرر الآخر ولا يستفيد، مثل سمكة الريمورا التي تلتصق بسمكة القرش. الافتراس علاقة يصطاد فيها كائن يسمى المفترس كائناً آخر يسمى الفريسة ويتغذى عليه، مثل الأسد والغزال.';
const ADAPTATION =
  'التكيف\n' +
  'التكيف صفة تركيبية أو سلوكية تساعد الكائن الحي على البقاء في بيئته. من أمثلة التكيف سنام الجمل الذي يخزن الدهون.';

describe('explaining one of several terms defined in a row (decision 105)', () => {
  let t: TestApp;
  let student: Account;
  let botId: string;

  beforeAll(async () => {
    t = await createTestApp();
    ({ student, botId } = await enrolledClass(t.app, { name: 'Science 7' }));
    await indexStudyFile(t.ctx, botId, 'eco', [
      { filename: 'البيئة.pdf', page: 1, text: RELATIONS },
      { filename: 'البيئة.pdf', page: 2, text: ADAPTATION },
    ]);
  });
  afterAll(() => t.close());

  it('stops before the next term defined in the same words', async () => {
    const reply = await askTutor(t.app, student, botId, 'ما هو التعايش');
    expect(reply.result).toContain('يستفيد فيها كائن ولا يتضرر الآخر');
    expect(reply.result).not.toContain('الافتراس');
  });

  it('still adds the sentences that go on about the term', async () => {
    const reply = await askTutor(t.app, student, botId, 'اشرح التكيف');
    expect(reply.result).toContain('صفة تركيبية أو سلوكية');
    expect(reply.result).toContain('سنام الجمل');
  });
});
