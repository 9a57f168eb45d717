// Which text an extractive answer quotes: the span that answers, not the line that shares the
// question's words (issue 7 §2). Passages are written as the ingestion pipeline leaves them.
import { describe, expect, it } from 'vitest';
import type { SearchHit } from '../../search/search-index.js';
import { classQuestion, hit } from '../../../test/helpers/passages.js';
import { extractiveAnswer } from '../providers/extractive.provider.js';

const ask = (query: string, passages: SearchHit[], withStats = false): string =>
  extractiveAnswer(classQuestion(query, passages, withStats)).text;

describe('span selection', () => {
  it('goes on into the next line when the matching sentence stops before the answer', () => {
    const passage = hit(
      'Sorting algorithms compared\nThe worst case of insertion sort is\nquadratic in the number of items, because every item may move past all the others.\nMerge sort is always n log n.',
    );
    const answer = ask('What is the worst case of insertion sort?', [passage]);
    expect(answer).toContain('The worst case of insertion sort is');
    expect(answer).toContain('quadratic in the number of items');
  });

  it('quotes what follows a colon, not the lead-in alone', () => {
    const passage = hit(
      'Enzymes are proteins. The three factors that affect enzyme activity are:\ntemperature, pH and substrate concentration.\nEach enzyme works best at its optimum.',
    );
    const answer = ask('Which factors affect enzyme activity?', [passage]);
    expect(answer).toContain('temperature, pH and substrate concentration.');
  });

  it('quotes a table row with the header line that names its columns', () => {
    const passage = hit(
      'Science lab timetable, Term 2. Each cell gives the class and the teacher.\nPeriod Sunday Monday Tuesday\n1 (8:00) 9A Chemistry 9C Physics 9B Biology\n2 (8:50) 9B Physics 9A Biology 9D Physics\n3 (9:40) 9D Biology 9B Chemistry 9A Chemistry',
      'timetable.pdf',
    );
    const answer = ask('Which class has biology in period 1 (8:00)?', [passage]);
    expect(answer).toContain(
      'Period Sunday Monday Tuesday\n1 (8:00) 9A Chemistry 9C Physics 9B Biology',
    );
    expect(answer).not.toContain('2 (8:50)');
  });

  it('finds the record whose first cell is the number the question names', () => {
    const timetable = hit(
      [
        'Science lab timetable, Term 2',
        'Lab bookings for Grade 9. Each cell gives the class and the teacher.',
        'Period | Sunday | Monday | Tuesday | Wednesday | Thursday',
        '1 (8:00) 9A Chemistry, Ms Salma | 9C Physics, Mr Karim | 9B Biology, Ms Huda | 9D Chemistry, Ms Salma | 9A Physics, Mr Karim',
        '2 (8:50) 9B Physics, Mr Karim | 9A Biology, Ms Huda | 9D Physics, Mr Karim | 9C Biology, Ms Huda | 9B Chemistry, Ms Salma',
        '3 (9:40) 9D Biology, Ms Huda | 9B Chemistry, Ms Salma | 9A Chemistry, Ms Salma | 9B Physics, Mr Karim | 9C Chemistry, Ms Salma',
        '5 (11:50) Free | Lab cleaning | 9B Biology, Ms Huda | Free | Science club',
        'Safety goggles must be worn in every practical lesson.',
      ].join('\n'),
      'timetable.pdf',
    );
    // "3" is in other pages too (chapter 3), so "lab", "wednesday" and "period" are the key words.
    const other = hit('Chapter 3 ends with a summary of the safety rules.', 'rules.pdf', 2, 2);
    const answer = ask('who has the lab on wednesday period 3', [timetable, other], true);
    expect(answer).toContain('3 (9:40) 9D Biology');
    expect(answer).not.toContain('Lab cleaning');
  });

  it('quotes a row of numbers under every line of its table’s header', () => {
    const table = hit(
      'Table 3.1 Results of the pondweed experiment\nDistance from lamp | Trial 1 | Trial 2 | Mean\n(cm) | (bubbles/min) | (bubbles/min) | (bubbles/min)\n10 | 62 | 58 | 60\n20 | 31 | 35 | 33\n30 | 18 | 14 | 16\nThe closer the lamp, the more bubbles are produced.',
      'unit3.pdf',
    );
    const answer = ask('at 20 cm how many bubbles did trial 2 get', [table], true);
    expect(answer).toContain(
      'Distance from lamp | Trial 1 | Trial 2 | Mean\n(cm) | (bubbles/min) | (bubbles/min) | (bubbles/min)\n20 | 31 | 35 | 33',
    );
    expect(answer).not.toContain('10 | 62');
  });

  it('finds a unit the notes write as a symbol: degrees as °, percent as %', () => {
    const slide = hit(
      'Three polarizers\nAdding a third polarizer at 45° lets some light through: 25% of the original.',
      'quantum.pdf',
    );
    expect(ask('what happens at 45 degrees?', [slide], true)).toContain('25% of the original');
    expect(ask('ماذا يحدث عند 45 درجة؟', [slide], true)).toContain('25% of the original');
  });

  it('finds a diagram by one of its labels and quotes the label with the one after it', () => {
    const diagram = hit(
      'Intermembrane space: high concentration of H+ ions\nInner mitochondrial membrane\nATP synthase\nenzyme that makes ATP from ADP and phosphate\nRotor: spins as the protons pass',
      'atp-synthase.svg',
    );
    const answer = ask('What does ATP synthase do?', [diagram]);
    expect(answer).toContain('ATP synthase enzyme that makes ATP from ADP and phosphate [1]');
    expect(ask('Where is the concentration of H+ ions high?', [diagram])).toContain(
      'Intermembrane space: high concentration of H+ ions',
    );
  });

  it('answers with the bullet points under a title that names the question’s key word', () => {
    const slide = hit(
      'Course overview\nWhat is this course about?\n• Algorithms and circuits\nGrading\n• 40% assignments\n• 20% Midterm\n• 40% Final',
      'slides.pdf',
    );
    const other = hit(
      'Textbooks\n• Explained by a famous author, free online for this course',
      'slides.pdf',
      3,
      4,
    );
    const answer = ask('how is this course graded?', [slide, other], true);
    expect(answer).toMatch(/^Grading\n• 40% assignments\n• 20% Midterm\n• 40% Final/u);
    expect(answer).not.toContain('famous author');
  });

  it('quotes the answer line under a worksheet exercise, and a wrapped sentence whole', () => {
    const sheet = hit(
      '13)Write z=ones(3,3) and replace diag elements with 5 >>z(1,1)=5\n14)Random Matrix (3,3)\n>>rand(3,3)\n15)Zeros matrix (3,3)\n>>zeros(3,3)',
      'exercises.pdf',
    );
    expect(ask('what command gives a random matrix (3,3)?', [sheet], true)).toContain(
      '14)Random Matrix (3,3) >>rand(3,3)',
    );
    const slide = hit(
      'A function is a group of statements\nthat together perform a task. The name of the file\nand of the function should be the\nsame.',
      'functions.pdf',
    );
    expect(ask('what must the name of the function file match?', [slide], true)).toContain(
      'The name of the file and of the function should be the same.',
    );
  });

  it('quotes the sentence a “This … is called” sentence points back to', () => {
    const passage = hit(
      'Plants need light, water and carbon dioxide. The rate of photosynthesis is set by whatever is in the shortest supply. This factor is called the limiting factor. Light intensity is often the limiting factor at dawn.',
    );
    const answer = ask('whats a limiting factor', [passage]);
    expect(answer).toContain(
      'The rate of photosynthesis is set by whatever is in the shortest supply. This factor is called the limiting factor.',
    );
  });

  it('never quotes a heading, a table-of-contents line or a page footer', () => {
    const passage = hit(
      'Contents\n2.1 Partial truth tables 4\n2.2 Complete truth tables ........ 7\nPartial truth tables\nA partial truth table checks only the lines that could make the argument invalid.\nPage 3 of 10',
      'logic.pdf',
    );
    const answer = ask('What is a partial truth table?', [passage]);
    expect(answer).toContain(
      'A partial truth table checks only the lines that could make the argument invalid.',
    );
    expect(answer).not.toMatch(/2\.1|\.\.\.\.|Page 3|^Partial truth tables/u);
  });

  it('gives a one-fact question one passage, with nothing from an unrelated file', () => {
    const passages = [
      hit(
        'The boiling point of water at sea level is 100 °C. It falls on a mountain.',
        'physics.pdf',
        2,
        9,
      ),
      hit(
        'Water is a resource that cities must manage carefully at every level.',
        'geography.pdf',
        5,
        6,
      ),
    ];
    const answer = ask('What is the boiling point of water at sea level?', passages);
    expect(answer).toContain('The boiling point of water at sea level is 100 °C.');
    expect(answer).not.toContain('cities');
    expect(answer).not.toContain('[2]');
  });

  it('matches an irregular verb form with its base: "left" answers "leave"', () => {
    const passage = hit(
      'Place the pondweed in the boiling tube of water. Leave the pondweed for five minutes so that it adjusts to the light. Then count the bubbles for one minute.',
    );
    const answer = ask('how long was the pondweed left?', [passage], true);
    expect(answer).toContain('Leave the pondweed for five minutes');
  });

  it('finds the line of a one-letter name the question asks for ("value of Q")', () => {
    const sheet = hit(
      [
        'H.W',
        'Chemical reaction rates are proportional to a rate constant k that changes with temperature according to the Arrhenius equation.',
        'Find the values of k for temperatures from 100 K to 500 K, in 50 increments.',
        'Q = 8000 cal/mol',
        'R= 1.987 cal/mol K',
        'Create a table of your results.',
      ].join('\n'),
      'exercises.pdf',
    );
    expect(ask('In the homework what value of Q is given?', [sheet], true)).toContain(
      'Q = 8000 cal/mol',
    );
    // The given values one per line are lines to quote, not a table whose header is "Q = ...".
    const values = hit(
      'Q = 8000 cal/mol\nR= 1.987 cal/mol K\nk0 = 1200 min-1\nT=100 to 500 in 50 increments.\nFind the values of k for temperatures from 100 K to 500 K.',
      'exercises.pdf',
      4,
    );
    const answer = ask('what is the value of Q in the homework?', [values], true);
    expect(answer).toMatch(/^Q = 8000 cal\/mol/u);
    expect(answer).not.toContain('R= 1.987');
  });

  it('quotes two sentences that answer together when the second goes on from the first', () => {
    const evaluation = hit(
      'Counting bubbles is not very accurate, because bubbles can be different sizes and some may be missed. A more accurate method is to collect the gas in a gas syringe.',
      'unit3.pdf',
      4,
      6,
    );
    const practical = hit(
      [
        'A lamp is placed at a measured distance from the tube, starting at 10 cm.',
        'The pondweed is left for five minutes to adjust to the new light level.',
        'Then the number of oxygen bubbles given off from the cut end of the stem is counted for one minute.',
        'The lamp is moved back in steps of 10 cm and the count is repeated at each distance.',
      ].join(' '),
      'unit3.pdf',
      3,
    );
    const answer = ask(
      'how long do you leave the pondweed before counting bubbles',
      [evaluation, practical],
      true,
    );
    expect(answer).toContain('The pondweed is left for five minutes to adjust');
    expect(answer).toContain('Then the number of oxygen bubbles');
    // A next sentence on another subject only shares a word: it is not half of the answer.
    const transport = hit(
      'Xylem cells are dead and their walls are strengthened with lignin. Phloem tubes carry dissolved sugars from the leaves to the rest of the plant.',
      'transport.pdf',
    );
    const slide = hit('• Cell wall made of cellulose: strengthens the cell', 'cells.pdf');
    expect(ask('what is a plant cell wall made of', [slide, transport], true)).toMatch(
      /^• Cell wall made of cellulose/u,
    );
  });

  it('answers from a statement, never with an exercise question alone', () => {
    const lesson = hit(
      'المقاومة هي ممانعة الموصل لمرور التيار الكهربائي، ووحدة قياس المقاومة هي الأوم.',
      'circuits.pdf',
      2,
      3,
    );
    const exercise = hit(
      'أسئلة المراجعة\nاذكر وحدة قياس المقاومة، وما الجهاز المستخدم لقياس فرق الجهد؟',
      'circuits.pdf',
      3,
      6,
    );
    const answer = ask('ما وحدة قياس المقاومة', [exercise, lesson], true);
    expect(answer).toMatch(/^المقاومة هي ممانعة الموصل/u);
    const alone = ask('ما وحدة قياس المقاومة', [exercise], true);
    expect(alone).not.toContain('اذكر وحدة قياس');
  });

  it('gives the line with the term in the language the student asks for', () => {
    const unit = hit(
      'Transpiration is the loss of water vapour from the leaves through the stomata.',
      'transport.pdf',
      2,
      6,
    );
    const glossary = hit(
      'English term | المصطلح بالعربية\nStomata | الثغور\nTranspiration | النتح\nXylem | الخشب',
      'glossary.pdf',
      1,
      5,
    );
    expect(ask('transpiration in arabic?', [unit, glossary], true)).toMatch(
      /^English term \| المصطلح بالعربية\nTranspiration \| النتح/u,
    );
  });

  it('reads a chemical formula in the question as the substance the notes name', () => {
    const leaf = hit(
      'Photosynthesis takes place inside chloroplasts. Carbon dioxide enters the leaf by diffusion through tiny pores called stomata.',
      'unit3.pdf',
    );
    expect(ask('how does co2 get into the leaf', [leaf], true)).toContain(
      'Carbon dioxide enters the leaf by diffusion',
    );
  });

  it('never quotes a scanned page footer with OCR debris around it', () => {
    const scan = hit(
      'Transpiration is the loss of water vapour from the leaves through the stomata.\ni Page 2 of 2 : ِ : |',
      'scan.pdf',
      2,
    );
    const answer = ask('what page of the transpiration notes is this', [scan], true);
    expect(answer).not.toContain('Page 2 of 2');
  });

  it('answers a timetable question whose ordinal the notes write as a number', () => {
    const timetable = hit(
      'Lab timetable. Each cell gives the class and the subject.\nPeriod | Monday | Tuesday\n1 (8:00) | 9A Physics | 9B Biology\n2 (8:50) | 9C Biology | 9D Physics\n3 (9:40) | 9B Physics | 9A Chemistry',
      'timetable.pdf',
    );
    const rules = hit(
      'Lab safety rules: wear goggles in every chemistry practical.',
      'rules.pdf',
      2,
    );
    expect(
      ask('which class has chemistry on tuesday 3rd period', [timetable, rules], true),
    ).toContain('3 (9:40) | 9B Physics | 9A Chemistry');
  });

  it('answers "what is X?" with the sentence that defines X', () => {
    const transport = hit(
      'Transpiration is the loss of water vapour from the leaves through the stomata. It happens faster on hot, dry and windy days.',
      'transport.pdf',
      2,
      6,
    );
    const unit = hit(
      'Carbon dioxide enters the leaf by diffusion through tiny pores called stomata, found mostly on the lower surface of the leaf.',
      'unit3.pdf',
      1,
      5,
    );
    expect(ask('what is Stomata?', [transport, unit], true)).toMatch(
      /^Carbon dioxide enters the leaf/u,
    );
  });

  it('names the section heading when the question asks which section covers something', () => {
    const chapter = hit(
      'The previous section filled in every line.\n12.2 Partial truth tables\nSometimes we do not need every line of a truth table. This is called a partial truth table.',
      'logic.pdf',
      4,
    );
    const answer = ask('which section covers partial truth tables?', [chapter], true);
    expect(answer).toMatch(/^12\.2 Partial truth tables\n/u);
  });

  it('quotes no OCR marks left after the answer’s full stop', () => {
    // The class's water-cycle scan as OCR read it: stray marks after the last sentence.
    const scan = hit(
      'دورة الماء في الظبيعة . ٍ ٍ فبٍّ\nيعود الماء إلى الأرض على شكل مطر أو ثلج, وهذا هو الهطول. ٍّ ١ يجري جزء من الماء على سطح الأرض إلى الأنهار والبحار. ٍ ١ ويتسرب جزء آخر إلى باطن الأرض فيكون. المياه الجوفية. نسبة الماء العذب على الأرض قليلة لا تزيد على ثلاثة في المئة. ِ ن" ٍ إ',
      'دورة الماء.png',
    );
    const answer = ask('كم نسبة الماء العذب على الارض', [scan], true);
    expect(answer).toBe('نسبة الماء العذب على الأرض قليلة لا تزيد على ثلاثة في المئة. [1]');
  });

  it('does not read equations to solve as a table whose header is the first equation', () => {
    // Page 3 of the shared MATLAB worksheet and page 2 of its matrices lecture, as extracted.
    const homework = hit(
      'H.W\nChemical reaction rates are proportional to a rate constant k that changes\nwith temperature according to the Arrhenius equation\nk =k0*𝒆(−𝑸/(𝑹∗𝑻))\nFor a certain reaction,',
      'matlab_exercises_L3.pdf',
      3,
      7,
    );
    const matrices = hit(
      'x + 3y = 5\n4x +5y=6\nSolve the equations by using matrix\nA=[1 3;4 5 ]\nv=[x;y] output B=[5;6]\nA*v=B ->> v=A-1*B',
      'lecture4_matrices.pdf',
      2,
      6,
    );
    const answer = ask('which equation is the H.W about', [homework, matrices], true);
    expect(answer).toContain('according to the Arrhenius equation');
    expect(answer).not.toContain('x + 3y = 5\n');
  });

  it('answers a copied exercise with the lines after it, not with the lines that repeat it', () => {
    // Page 4 of the shared MATLAB matrices lecture, as extracted.
    const lecture = hit(
      'X+2y+z=-4\n2x-y+z=3\n3x+y-z=2\nUse matrices A*X=B to Prove z=-1\ny=-2\nX=1',
      'lecture4_matrices.pdf',
      4,
    );
    const answer = ask('solution of x+2y+z=-4, 2x-y+z=3, 3x+y-z=2 ?', [lecture], true);
    expect(answer).toContain('Use matrices A*X=B to Prove z=-1 y=-2 X=1');
  });

  it('adds the line of the answer’s passage that names a colour when the question asks for one', () => {
    // Page 3 of the class's acids chapter, as extracted: the colour is two sentences on.
    const chapter = hit(
      '5.5 Making a soluble salt\nTo make copper sulfate crystals, add copper oxide powder to warm dilute sulfuric acid until no more dissolves, so that the acid is used up and the copper oxide is in excess. Filter the mixture to remove the excess copper oxide. Heat the filtrate gently to evaporate some of the water, then leave it to cool so that blue crystals form.\nKey points\n• Acids have a pH below 7 and alkalis have a pH above 7. • Neutralisation: acid + base → salt + water.',
      'acids-bases-chapter5.pdf',
      3,
    );
    const answer = ask('what colour are copper sulfate crystals', [chapter], true);
    expect(answer).toMatch(/^To make copper sulfate crystals/u);
    expect(answer).toContain('blue crystals form');
  });
});
