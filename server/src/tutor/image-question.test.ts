import { describe, expect, it } from 'vitest';
import {
  cleanImageText,
  deicticTopic,
  imageNote,
  isDeicticQuestion,
  pointsOnlyAtImage,
  namedQuestionNumber,
  planImageQuestion,
  questionInImage,
  studyRequestOnImage,
} from './image-question.js';

const WORKSHEET = [
  'Science worksheet, Unit 3',
  '1. What gas do plants release during photosynthesis?',
  '2) Where does cellular respiration happen in the cell?',
  'Hint: think of the mitochondria.',
  'Q3: Name the three families of rocks.',
].join('\n');
/** The worksheet as it is searched: no question labels. */
const WORKSHEET_QUERY = [
  'Science worksheet, Unit 3',
  'What gas do plants release during photosynthesis?',
  'Where does cellular respiration happen in the cell?',
  'Hint: think of the mitochondria.',
  'Name the three families of rocks.',
].join('\n');

describe('image questions', () => {
  it('tells deictic questions from real ones, in English and Arabic', () => {
    for (const q of [
      'what is this?',
      'What is this',
      'solve question 1',
      'answer Q2 please',
      'explain this diagram',
      'what does this word mean?',
      'ما هذا؟',
      'حل السؤال الأول',
      'اشرح هذه الصورة',
      'ما معنى هذه الكلمة؟',
    ])
      expect(isDeicticQuestion(q), q).toBe(true);
    for (const q of [
      'What is photosynthesis?',
      'Where does cellular respiration happen?',
      'what is the capital of this country',
      'ما هي عملية البناء الضوئي؟',
      'أين تحدث عملية التنفس الخلوي؟',
    ])
      expect(isDeicticQuestion(q), q).toBe(false);
  });

  it('tells words that only point at the image from a pointer with a topic', () => {
    for (const q of ['solve question 1', 'can you answer q2', 'what is this?', 'حل س2', 'ما هذا؟'])
      expect(pointsOnlyAtImage(q), q).toBe(true);
    for (const q of ['explain photosynthesis in this picture', 'What is photosynthesis?'])
      expect(pointsOnlyAtImage(q), q).toBe(false);
  });

  it('takes spoken pointers and asking for the answer as pointing at the photo', () => {
    for (const typed of [
      'شو جواب السؤال الثالث',
      'ايش هذا',
      'شو هاد',
      'ما الإجابة عن السؤال الثاني',
      'كيف احل هذا السؤال',
      'whats the answer for number 4',
      'can u do this one',
    ])
      expect(pointsOnlyAtImage(typed), typed).toBe(true);
    expect(namedQuestionNumber('شو جواب السؤال الثالث')).toBe(3);
    // A question with topic words of its own stays one.
    expect(isDeicticQuestion('شو وظيفة البلاستيدات الخضراء في الورقة')).toBe(false);
  });

  it('finds the question a student names', () => {
    expect(namedQuestionNumber('solve question 2')).toBe(2);
    expect(namedQuestionNumber('answer Q3')).toBe(3);
    expect(namedQuestionNumber('help with the first question')).toBe(1);
    expect(namedQuestionNumber('حل السؤال الأول')).toBe(1);
    expect(namedQuestionNumber('حل السؤال الثالث')).toBe(3);
    expect(namedQuestionNumber('حل السؤال الثانية')).toBe(2);
    expect(namedQuestionNumber('do the fifth exercise')).toBe(5);
    expect(namedQuestionNumber('حل السؤال ٢')).toBe(2);
    expect(namedQuestionNumber('what is this?')).toBeNull();
    expect(questionInImage(WORKSHEET, 2)).toBe(
      '2) Where does cellular respiration happen in the cell?\nHint: think of the mitochondria.',
    );
    expect(questionInImage(WORKSHEET, 3)).toBe('Q3: Name the three families of rocks.');
    expect(questionInImage('س١: ما هي الخلية؟\nس٢: أين توجد النواة؟', 2)).toBe(
      'س٢: أين توجد النواة؟',
    );
    expect(questionInImage(WORKSHEET, 7)).toBeNull();
  });

  it('asks a typed question alone first, then with the image text', () => {
    expect(planImageQuestion('Where does cellular respiration happen?', WORKSHEET)).toEqual([
      { query: 'Where does cellular respiration happen?', imageText: null },
      {
        query: `Where does cellular respiration happen?\n${WORKSHEET_QUERY}`,
        imageText: WORKSHEET,
      },
    ]);
  });

  it('asks a deictic question with the image text, or the named question of it', () => {
    expect(planImageQuestion('what is this?', WORKSHEET)).toEqual([
      { query: WORKSHEET_QUERY, imageText: WORKSHEET },
    ]);
    expect(planImageQuestion('solve question 1', WORKSHEET)).toEqual([
      {
        query: 'What gas do plants release during photosynthesis?',
        imageText: '1. What gas do plants release during photosynthesis?',
      },
    ]);
    // A word read from the image stands in for "this"; OCR debris is dropped.
    expect(planImageQuestion('what is this?', "!' Stomata : |")).toEqual([
      { query: 'what is Stomata?', imageText: 'Stomata' },
    ]);
    expect(planImageQuestion('ما هذا؟', 'الفولتميتر')).toEqual([
      { query: 'ما الفولتميتر؟', imageText: 'الفولتميتر' },
    ]);
    expect(planImageQuestion('', WORKSHEET)).toEqual([
      { query: WORKSHEET_QUERY, imageText: WORKSHEET },
    ]);
    expect(planImageQuestion('what is this?', '')).toEqual([
      { query: 'what is this?', imageText: null },
    ]);
    expect(planImageQuestion('', '  ')).toEqual([]);
  });

  // Decision 071: letters read from the page's edge after the question ended.
  it('takes a pointing verb with "me" attached as pointing ("جاوبني على هذا السؤال")', () => {
    expect(deicticTopic('جاوبني على هذا السؤال')).toEqual([]);
    expect(deicticTopic('حللي السؤال الثاني')).toEqual([]);
  });

  it('drops specks read after the end of a line sentence, never a word or a number', () => {
    expect(cleanImageText('ما وظيفة خلايا الدم البيضاء؟ ل" ا')).toBe(
      'ما وظيفة خلايا الدم البيضاء؟',
    );
    expect(cleanImageText('What is a solenoid? a .')).toBe('What is a solenoid?');
    // Not after a sentence's end (a line broken mid-sentence), and a number stays.
    expect(cleanImageText('A solenoid is called a')).toBe('A solenoid is called a');
    expect(cleanImageText('Answer question 2')).toBe('Answer question 2');
  });

  it('says briefly what was read, in the student language', () => {
    expect(imageNote('en', 'Q3: Name the three\nfamilies of rocks.')).toBe(
      'From your image I read: “Q3: Name the three families of rocks.”',
    );
    expect(imageNote('ar', 'س٢: أين توجد النواة؟')).toBe('قرأت من صورتك: «س٢: أين توجد النواة؟»');
    expect(imageNote('en', 'word '.repeat(60)).length).toBeLessThan(160);
  });

  it('reads a quiz or summary request without a topic as one on what a short photo says', () => {
    expect(studyRequestOnImage('quiz me on this', 'Limiting factors')).toMatchObject({
      intent: { kind: 'quiz', subject: 'Limiting factors' },
      imageText: 'Limiting factors',
    });
    expect(studyRequestOnImage('لخص هذا', 'الدوائر الكهربائية')).toMatchObject({
      intent: { kind: 'summarize', language: 'ar', subject: 'الدوائر الكهربائية' },
    });
    // A topic of its own, a worksheet photo, or another kind of message: not such a request.
    expect(studyRequestOnImage('quiz me on enzymes', 'Limiting factors')).toBeNull();
    expect(studyRequestOnImage('quiz me on this', WORKSHEET)).toBeNull();
    expect(studyRequestOnImage('what is this?', 'Stomata')).toBeNull();
    expect(studyRequestOnImage('summarize page 2', 'Stomata')).toBeNull();
  });

  // Decision 088: a photographed question kept its label, read after a speck of the page's edge.
  it('asks a worksheet question without its label, also after specks read before it', () => {
    expect(planImageQuestion('', 'i Q4. What is the job of DNA ligase?')).toEqual([
      { query: 'What is the job of DNA ligase?', imageText: 'Q4. What is the job of DNA ligase?' },
    ]);
    expect(planImageQuestion('', 'س٣: ما أعلى قمة في الجبال؟')).toEqual([
      { query: 'ما أعلى قمة في الجبال؟', imageText: 'س٣: ما أعلى قمة في الجبال؟' },
    ]);
    expect(planImageQuestion('2) why is the sky blue', '')).toEqual([
      { query: 'why is the sky blue', imageText: null },
    ]);
    // A decimal is no label; a lone letter not before a label stays.
    expect(planImageQuestion('3.14 is the value of what?', '')).toEqual([
      { query: '3.14 is the value of what?', imageText: null },
    ]);
    expect(cleanImageText('a cell is the unit of life')).toBe('a cell is the unit of life');
    // A label in words: "first" is no word of the question.
    expect(
      planImageQuestion(
        'جاوب السؤال الاول',
        'السؤال الأول: من مؤلف كتاب الحاوي؟\nالسؤال الثاني: من أسس القيروان؟',
      ),
    ).toEqual([{ query: 'من مؤلف كتاب الحاوي؟', imageText: 'السؤال الأول: من مؤلف كتاب الحاوي؟' }]);
    expect(planImageQuestion('', 'Question two: What is a habitat?')[0]!.query).toBe(
      'What is a habitat?',
    );
    expect(planImageQuestion('', 'السؤال المهم: ما الموطن؟')[0]!.query).toBe(
      'السؤال المهم: ما الموطن؟',
    );
  });
});
