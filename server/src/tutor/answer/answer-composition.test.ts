// The answer a covered question gets holds the answer and leads with it (issue 7 §2, decision
// 040): an exercise's question or task is never quoted as the answer, a "what is X (for)"
// question is answered by the sentence stating it, and another page that only uses the word is
// not appended. Passages are written as the ingestion pipeline leaves them.
import { describe, expect, it } from 'vitest';
import type { SearchHit } from '../../search/search-index.js';
import { classQuestion, hit, PASSAGE_LANGUAGES } from '../../../test/helpers/passages.js';
import { extractiveAnswer } from '../providers/extractive.provider.js';
import { aboutTerm, askedTerm, definesTerm } from './defining-sentences.js';
import { isExerciseLine } from './exercise-lines.js';

const ask = (query: string, passages: SearchHit[]): string =>
  extractiveAnswer({
    ...classQuestion(query, passages, true),
    questionLanguage: /\p{Script=Arabic}/u.test(query) ? 'ar' : 'en',
  }).text;

describe('exercise lines', () => {
  it('are questions and tasks, not lesson text that opens with the same word', () => {
    expect(isExerciseLine('How does a catalyst make a reaction faster?')).toBe(true);
    expect(
      isExerciseLine('Name a catalyst used in industry.', '3. Name a catalyst used in industry.'),
    ).toBe(true);
    expect(isExerciseLine('Explain why the rate increases.')).toBe(true);
    expect(isExerciseLine('اذكر مثالا على عامل مساعد في الصناعة')).toBe(true);
    expect(isExerciseLine('عرّف العامل المساعد.', '٢) عرّف العامل المساعد.')).toBe(true);
    // Nouns and past tenses that open lesson prose.
    expect(isExerciseLine('State symbols show whether a substance is a solid.')).toBe(false);
    // A worked sheet's question with its answer on the same line answers that question.
    const worked = '3. What is the largest number one byte can hold? (Answer: 255) 4.';
    expect(isExerciseLine('What is the largest number one byte can hold?', worked)).toBe(false);
    expect(isExerciseLine('كم بت في البايت؟', 'كم بت في البايت؟ الإجابة: ٨ بتات')).toBe(false);
    expect(isExerciseLine('Name: ____________')).toBe(false);
    expect(isExerciseLine('عرف الإنسان النار منذ القدم.')).toBe(false);
    expect(isExerciseLine('عدد الكواكب ثمانية.')).toBe(false);
    // A worked sheet's task with its solution on the line is left to the other rules.
    expect(isExerciseLine('Write z=ones(3,3) >>z(1,1)=5', '13)Write z=ones(3,3) >>z(1,1)=5')).toBe(
      false,
    );
  });

  const worksheet = hit(
    'Worksheet: rates of reaction\n1. What is a catalyst?\n2. How does a catalyst make a reaction faster?\n3. Name a catalyst used in industry.',
    'chemistry.pdf',
    4,
    10,
  );
  const lesson = hit(
    'Catalysts\nA catalyst is a substance that speeds up a reaction without being used up. It provides a different pathway for the reaction with a lower activation energy, so more collisions have enough energy to react.',
    'chemistry.pdf',
    2,
    6,
  );

  it('are never quoted: the explanation on another page is the answer', () => {
    const answer = ask('how does a catalyst make a reaction faster', [worksheet, lesson]);
    expect(answer).toMatch(/^A catalyst is a substance that speeds up a reaction/u);
    expect(answer).not.toContain('How does a catalyst');
    expect(answer).not.toContain('Name a catalyst');
  });

  it('answer when the sheet gives the answer on the question line', () => {
    const sheet = hit(
      'Worksheet 2: binary\n3. What is the largest number that can be stored in one byte? (Answer: 255) 4. Convert 45 to binary.',
      'binary-worksheet.pdf',
      2,
      8,
    );
    const notes = hit(
      'Bits and bytes\nA group of 8 bits is a byte, and 4 bits make a nibble. Computers store all data in binary because their circuits have only two states.',
      'binary-worksheet.pdf',
      1,
      8,
    );
    expect(ask('biggest number you can store in one byte', [notes, sheet])).toContain('255');
  });

  it('are never quoted in Arabic either', () => {
    const sheet = hit(
      'ورقة عمل: سرعة التفاعل\n١. ما العامل المساعد؟\n٢. اشرح كيف يزيد العامل المساعد سرعة التفاعل\n٣. اذكر مثالا على عامل مساعد في الصناعة',
      'كيمياء.pdf',
      4,
      10,
    );
    const notes = hit(
      'العوامل المساعدة\nالعامل المساعد مادة تزيد سرعة التفاعل الكيميائي دون أن تستهلك. يوفر العامل المساعد مسارا بديلا للتفاعل بطاقة تنشيط أقل، فتزداد التصادمات الفعالة.',
      'كيمياء.pdf',
      2,
      6,
    );
    const answer = ask('كيف يزيد العامل المساعد سرعة التفاعل', [sheet, notes]);
    expect(answer).toMatch(/^العامل المساعد مادة تزيد سرعة التفاعل/u);
    expect(answer).not.toContain('اشرح');
    expect(answer).not.toContain('اذكر');
  });

  it('title the answer written under them', () => {
    const faq = hit(
      'Common questions\nWhy do leaves look green?\nChlorophyll absorbs red and blue light and reflects green light.',
      'biology.pdf',
    );
    const answer = ask('why do leaves look green', [faq]);
    expect(answer).toContain('Chlorophyll absorbs red and blue light and reflects green light.');
  });
});

describe('what is X / what is X for', () => {
  it('finds the term the question asks about', () => {
    const words = (q: string) => askedTerm(q, PASSAGE_LANGUAGES)?.words.map((w) => w.stem);
    expect(askedTerm('what is the split ring commutator for', PASSAGE_LANGUAGES)?.purpose).toBe(
      true,
    );
    expect(words('what is the split ring commutator for')).toEqual(['split', 'ring', 'commut']);
    expect(askedTerm('what does a fuse do?', PASSAGE_LANGUAGES)?.purpose).toBe(true);
    expect(askedTerm('ما وظيفة المنصهر؟', PASSAGE_LANGUAGES)?.purpose).toBe(true);
    expect(askedTerm('whats osmosis', PASSAGE_LANGUAGES)?.purpose).toBe(false);
    expect(askedTerm('ما المقصود بالتمثيل الضوئي', PASSAGE_LANGUAGES)?.purpose).toBe(false);
    expect(askedTerm('how do plants make glucose', PASSAGE_LANGUAGES)).toBeNull();
  });

  it('tells the sentence stating the term from one that only uses it', () => {
    const defines = (q: string, s: string) =>
      definesTerm(s, askedTerm(q, PASSAGE_LANGUAGES)!, PASSAGE_LANGUAGES);
    const q = 'what is the split ring commutator for';
    expect(defines(q, 'The split-ring commutator reverses the current every half turn.')).toBe(
      true,
    );
    expect(defines(q, 'Monday | 2 | Lab 1 | Build a motor with a split-ring commutator')).toBe(
      false,
    );
    expect(defines('what is osmosis', 'Osmosis is the movement of water across a membrane.')).toBe(
      true,
    );
    expect(defines('what is osmosis', 'Osmosis: the movement of water across a membrane.')).toBe(
      true,
    );
    expect(defines('what is osmosis', 'Root hair cells take in water by osmosis.')).toBe(false);
    expect(defines('what is osmosis', 'This movement of water is called osmosis.')).toBe(true);
    expect(
      defines('ما المقصود بالتمثيل الضوئي', 'يُعرَّف التمثيل الضوئي بأنه عملية صنع الغذاء في النبات.'),
    ).toBe(true);
    expect(defines('ما هو المنصهر', 'المنصهر هو سلك رفيع يذوب عندما يزيد التيار.')).toBe(true);
    expect(defines('ما هو المنصهر', 'يجب استبدال المنصهر بعد انقطاعه.')).toBe(false);
    expect(defines('ما وظيفة المنصهر', 'المنصهر يقطع الدائرة عندما يزيد التيار.')).toBe(true);
    // Opening with the term in apposition is about it, though it is no "X هو" statement.
    const asked = askedTerm('ماهو الجرب؟', PASSAGE_LANGUAGES)!;
    const apposition = 'الجرب، والمعروف باسم حكة السبع سنوات وهو مرض جلدي معدي.';
    expect(definesTerm(apposition, asked, PASSAGE_LANGUAGES)).toBe(false);
    expect(aboutTerm(apposition, asked, PASSAGE_LANGUAGES)).toBe(true);
    expect(
      aboutTerm('يصيب المرض الأطفال أكثر من غيرهم، ومنه الجرب.', asked, PASSAGE_LANGUAGES),
    ).toBe(false);
  });

  it('leads with the sentence stating what the term does, and appends no page that only names it', () => {
    const timetable = hit(
      'Lab timetable\nDay | Period | Room | Activity\nMonday | 2 | Lab 1 | Build a motor with a split-ring commutator\nTuesday | 4 | Lab 2 | Electromagnets practical\nWednesday | 1 | Lab 1 | Motor effect demo',
      'timetable.pdf',
      1,
      10,
    );
    const motor = hit(
      'The electric motor\nA current in the coil in a magnetic field makes the coil turn. To make it spin faster, increase the current or use a stronger magnet.\nThe split-ring commutator reverses the current in the coil every half turn, so the coil keeps turning the same way.',
      'physics.pdf',
      3,
      9,
    );
    const answer = ask('what is the split ring commutator for', [timetable, motor]);
    expect(answer).toMatch(/^The split-ring commutator reverses the current/u);
    expect(answer).not.toContain('Monday');
  });
});

describe('lists', () => {
  it('are read together under a title that matches the question, without the line after them', () => {
    const notes = hit(
      'Electromagnets\nAn electromagnet is a coil of wire with a current through it.\nHow to make an electromagnet stronger\n• use more turns of wire on the coil\n• increase the current in the wire\n• put an iron core inside the coil\n• wind the turns closer together\nElectromagnets are used in cranes.',
      'physics.pdf',
      4,
      7,
    );
    const motor = hit(
      'The motor effect\nIn a motor the coil turns. To make the motor spin faster, use a bigger current or a stronger magnet.',
      'physics.pdf',
      5,
      9,
    );
    const answer = ask('how can i make an electromagnet stronger', [motor, notes]);
    expect(answer).toMatch(
      /^How to make an electromagnet stronger\n• use more turns of wire on the coil\n• increase the current in the wire\n• put an iron core inside the coil\n• wind the turns closer together \[1\]$/u,
    );
  });

  it('are read together in Arabic too', () => {
    const notes = hit(
      'المغناطيس الكهربائي\nالمغناطيس الكهربائي ملف يمر فيه تيار كهربائي.\nطرق زيادة قوة المغناطيس الكهربائي\n• زيادة عدد لفات الملف\n• زيادة شدة التيار الكهربائي\n• وضع قلب من الحديد داخل الملف\nيستخدم المغناطيس الكهربائي في الرافعات.',
      'فيزياء.pdf',
      4,
      7,
    );
    const motor = hit(
      'المحرك الكهربائي\nلزيادة سرعة دوران المحرك نزيد شدة التيار أو نستخدم مغناطيسا أقوى.',
      'فيزياء.pdf',
      5,
      9,
    );
    const answer = ask('كيف نزيد قوة المغناطيس الكهربائي', [motor, notes]);
    expect(answer).toContain('• وضع قلب من الحديد داخل الملف');
    expect(answer).toMatch(/^طرق زيادة قوة المغناطيس الكهربائي\n• زيادة عدد لفات الملف/u);
    expect(answer).not.toContain('الرافعات');
  });

  it('are not quoted whole under a title that does not match the question', () => {
    const policy = hit(
      'Policy items:\n• Keep an approved image of every server.\n• Track the budget deviation with a performance indicator.\n• Track the revenue deviation each quarter.\n• Report any change that was not approved.',
      'policy.pdf',
    );
    const answer = ask('which performance indicator tracks the budget and revenue deviation', [
      policy,
    ]);
    expect(answer).toContain('budget deviation');
    expect(answer).not.toContain('approved image');
  });

  it('are judged by the item that answers, not by the first step', () => {
    const steps = hit(
      'خطوات تحضير محلول ملحي\n1. نقيس ٥٠ مل من الماء المقطر بالمخبار المدرج.\n2. نزن ١٠ غرامات من ملح الطعام بالميزان الحساس.\n3. نذيب الملح في الماء ونحرّك المحلول جيداً حتى يختفي الملح.',
      'أدوات المختبر.pdf',
      2,
    );
    const answer = ask('كم غراما من الملح نزن لتحضير المحلول الملحي', [steps]);
    expect(answer).toContain('نزن ١٠ غرامات من ملح الطعام');
  });

  it('are read together under a lead-in ending with a colon', () => {
    const notes = hit(
      'Electromagnets\nAn electromagnet is a coil of wire with a current through it. You can make an electromagnet stronger by:\n• adding more turns of wire\n• increasing the current\n• using a soft iron core\n• keeping the turns close together\nElectromagnets are used in scrapyard cranes.',
      'physics.pdf',
    );
    const answer = ask('how do you make an electromagnet stronger?', [notes]);
    expect(answer).toContain('• keeping the turns close together');
    expect(answer).not.toContain('scrapyard');
  });
});

describe('the leading line', () => {
  it('is the line that answers, before a line of its page quoted with it', () => {
    const page = hit(
      'Photosynthesis takes place inside chloroplasts, small green structures found mainly in the palisade cells of the leaf. Chloroplasts contain a green pigment called chlorophyll, which absorbs the light energy. Chlorophyll absorbs mostly red and blue light and reflects green light, which is why leaves look green. The word equation for photosynthesis is: carbon dioxide + water → glucose + oxygen.',
      'photosynthesis.pdf',
    );
    const answer = ask('why do leaves look green', [page]);
    expect(answer).toMatch(
      /^Chlorophyll absorbs mostly red and blue light and reflects green light/u,
    );
  });

  it('is the line that answers in Arabic too', () => {
    const page = hit(
      'السلامة الكهربائية\nالمنصهر (الفيوز) سلك رفيع يذوب عندما يزيد التيار عن حد معين فيقطع الدائرة ويحمي الأجهزة من التلف.\nيجب عدم لمس المقابس الكهربائية بأيد مبللة لأن الماء يوصل الكهرباء.\nالسلك الأرضي يحمي المستخدم من الصعقة الكهربائية إذا لمس السلك الحي الغلاف المعدني للجهاز.',
      'الدوائر الكهربائية.pdf',
      3,
    );
    const answer = ask('لماذا نستخدم السلك الارضي', [page]);
    expect(answer).toMatch(/^السلك الأرضي يحمي المستخدم من الصعقة الكهربائية/u);
  });
});

describe('slide bullets left on one line by extraction', () => {
  it('are quoted one per line, as the slide shows them', () => {
    const slide = hit(
      'Factors affecting climate\n• Latitude: places near the equator are hotter • Distance from the sea: coastal places have a smaller range of temperature • Ocean currents: the warm North Atlantic Drift keeps western Europe mild in winter',
      'climate-slides.pdf',
      3,
      8,
    );
    const answer = ask('why is western europe mild in winter', [slide]);
    expect(answer).toContain('North Atlantic Drift');
    expect(answer).toMatch(/^• Ocean currents: the warm North Atlantic Drift/mu);
    for (const line of answer.split('\n')) expect(line.match(/•/gu)?.length ?? 0).toBeLessThan(2);
  });
});

