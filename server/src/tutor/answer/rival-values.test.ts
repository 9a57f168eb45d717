// One fact, one value (issue 7 §2, decision 118): a one-fact reply does not go on with a
// similar line from elsewhere giving another code, year or name, which a student cannot tell
// from the answer; lines that go on with the answer, and both lines of a question asking for two
// things, stay. Passages as the ingestion pipeline leaves them (lecture pages with a policy
// each, a textbook page, slides whose bullets were extracted onto one line).
import { describe, expect, it } from 'vitest';
import type { SearchHit } from '../../search/search-index.js';
import { classQuestion, hit } from '../../../test/helpers/passages.js';
import { extractiveAnswer } from '../providers/extractive.provider.js';
import { askedValue, statedNumbers } from './rival-values.js';

const ask = (query: string, passages: SearchHit[]) =>
  extractiveAnswer(classQuestion(query, passages, true));

// Each policy page of a lecture ends with the same sentence, with its own control number.
const policyPage = (policy: string, aim: string, control: string, page: number) =>
  hit(
    `سياسة أمن ${policy}\nتهدف هذه السياسة إلى توفير متطلبات الأمن السيبراني المتعلقة ب${aim} لتقليل المخاطر السيبرانية. كما تهدف هذه السياسة إلى الالتزام بمتطلبات الأمن السيبراني والمتطلبات التشريعية، وهي مطلب تشريعي في الضابط رقم ${control} من الضوابط الأساسية للأمن السيبراني (ECC-1:2018).\nبنود السياسة:`,
    'governance-lecture.pdf',
    page,
    6,
  );
const POLICIES = [
  policyPage('الشبكات', 'أمن الشبكات الخاصة بالجهة', '٢-٥-١', 13),
  policyPage('الخوادم', 'الخوادم الخاصة بالجهة', '٢-٣-١', 11),
  policyPage('البريد الإلكتروني', 'البريد الإلكتروني', '٢-٤-١', 15),
];

const INVENTIONS = hit(
  '6.2 Signals without wires\nRadio was first demonstrated by Guglielmo Marconi in 1895. His signals crossed the Atlantic Ocean in 1901.\nTelevision was first demonstrated by John Logie Baird in 1926. It was broadcast by the BBC from 1929.',
  'unit6.pdf',
  2,
  7,
);
const ROLES = hit(
  'Part 6: Roles\nThe Data Protection Officer is appointed by the board and reports to the chief executive. The Data Protection Officer answers requests from the public within 30 days. The Information Security Manager is appointed by the chief information officer and runs the security team.',
  'handbook.pdf',
  3,
  6,
);
const CITIES = hit(
  'المدن\nبنى الخليفة أبو جعفر المنصور مدينة بغداد عام 762م وجعلها عاصمة للدولة. وبنى الخليفة المعتصم مدينة سامراء عام 836م ونقل إليها العاصمة. وأعاد الخليفة المعتمد العاصمة إلى بغداد عام 892م.',
  'الدولة العباسية.pdf',
  1,
  6,
);
// A slide's bullets, extracted onto one line.
const MILESTONES = hit(
  'محطات محلية\n• أنشئ مكتب أمن المعلومات عام 2016 • صدر دليل ضوابط أمن المعلومات عام 2020 • صدر نظام حماية البيانات الشخصية عام 2021 • بدأ تطبيق نظام حماية البيانات الشخصية عام 2023',
  'محطات.pdf',
  2,
  6,
);

describe('a one-fact reply gives one value', () => {
  it('does not go on with another policy page giving another control number', () => {
    const answer = ask(
      'سياسة أمن الشبكات مطلب تشريعي في أي ضابط من الضوابط الأساسية ECC؟',
      POLICIES,
    );
    expect(answer.text).toContain('٢-٥-١');
    expect(answer.text).not.toContain('٢-٣-١');
    expect(answer.text).not.toContain('٢-٤-١');
    expect(answer.citedPassages).toEqual([0]);
  });

  it('does not add the year of another invention told the same way', () => {
    const answer = ask('in what year was television first demonstrated', [INVENTIONS]).text;
    expect(answer).toContain('in 1926');
    expect(answer).not.toContain('1895');
  });

  it('keeps the sentence going on from the answer, with its own year', () => {
    const answer = ask('when was television first demonstrated', [INVENTIONS]).text;
    expect(answer).toContain('in 1926');
    expect(answer).toContain('It was broadcast by the BBC from 1929');
    expect(answer).not.toContain('1895');
  });

  it('does not add who appoints another officer', () => {
    const answer = ask('who appoints the Data Protection Officer', [ROLES]).text;
    expect(answer).toContain('appointed by the board');
    expect(answer).toContain('answers requests from the public');
    expect(answer).not.toContain('chief information officer');
  });

  it('does not add the date of another city built by another caliph', () => {
    const when = ask('متى بنيت مدينة بغداد', [CITIES]).text;
    expect(when).toContain('762');
    expect(when).not.toContain('836');
    expect(when).not.toContain('892');
    const who = ask('من بنى مدينة سامراء', [CITIES]).text;
    expect(who).toContain('المعتصم');
    expect(who).not.toContain('المنصور');
  });

  it("quotes the slide's bullet that answers, not its neighbours' years", () => {
    const answer = ask('متى صدر نظام حماية البيانات الشخصية', [MILESTONES]).text;
    expect(answer).toContain('2021');
    expect(answer).not.toContain('2016');
    expect(answer).not.toContain('2023');
  });

  it("quotes the slide's bullet naming who did it, not a bullet naming someone else", () => {
    const lab = hit(
      'مختبر العلوم\n• افتتح المختبر في عهد الدكتور أحمد • جهزت فيه أدوات قياس الكتل والحجوم • صمم فيه المعلم خالد تجربة قياس الكثافة',
      'المختبر.pdf',
      1,
      6,
    );
    const answer = ask('من صمم تجربة قياس الكثافة', [lab]).text;
    expect(answer).toContain('المعلم خالد');
    expect(answer).not.toContain('الدكتور أحمد');
  });

  it('keeps both lines when the question asks for two', () => {
    const answer = ask('متى بنيت بغداد ومتى بنيت سامراء', [CITIES]).text;
    expect(answer).toContain('762');
    expect(answer).toContain('836');
    const list = ask('اذكر المحطات المحلية في تنظيم أمن المعلومات', [MILESTONES]).text;
    expect(list).toContain('2016');
    expect(list).toContain('2021');
  });
});

describe('the value a question asks for', () => {
  it('reads one-value questions and leaves lists, comparisons and reasons alone', () => {
    expect(askedValue('في أي ضابط وردت سياسة أمن الشبكات')).toBe('code');
    expect(askedValue('which rule says how fast a breach is reported')).toBe('code');
    expect(askedValue('when was the telephone patented')).toBe('number');
    expect(askedValue('who appoints the Data Protection Officer')).toBe('person');
    expect(askedValue('compare how long job applications and the visitor log are kept')).toBeNull();
    expect(askedValue('متى بنيت بغداد ومتى بنيت سامراء')).toBeNull();
    expect(askedValue('what did Edison invent and when')).toBeNull();
    expect(askedValue('why did the telephone spread quickly')).toBeNull();
  });

  it('reads a code printed right to left as the same code', () => {
    expect(statedNumbers('الضابط رقم ١-٥-٢')).toContain('2-5-1');
    expect(statedNumbers('1. Heat the acid to 60 degrees')).toEqual(['60']);
  });

  it('does not read a note reference as a value', () => {
    // Read as one, a line with no figure but "[7]" answered "when was it founded" and the line
    // with the year was dropped as its rival.
    expect(statedNumbers('وتعتبر الجامعة أقدم مؤسسة تعليمية في الأردن[7]، مع أنها')).toEqual([]);
    expect(statedNumbers('ومنذ تأسيسها في 1986 م، أخذت الجامعة موقعها[6].')).toEqual(['1986']);
    expect(statedNumbers('The pass opened in 1882.[12] Tolls were dropped [ 3 ] later.')).toEqual([
      '1882',
    ]);
  });
});
