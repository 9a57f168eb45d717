// A worksheet's task restating the student's question is not its answer (decision 120): the marks
// it carries ("(2 marks)", "(درجتان)"), a number before it in a line of several items, or its
// marks standing as the next sentence all tell it is a task, and the chapter that states the
// answer is quoted instead; when only the task matches, the question is declined.
import { describe, expect, it } from 'vitest';
import type { SearchHit } from '../../search/search-index.js';
import { classQuestion, hit } from '../../../test/helpers/passages.js';
import { extractiveAnswer } from '../providers/extractive.provider.js';
import { isExerciseLine } from './exercise-lines.js';

const ask = (query: string, passages: SearchHit[]) =>
  extractiveAnswer({
    ...classQuestion(query, passages, true),
    questionLanguage: /\p{Script=Arabic}/u.test(query) ? 'ar' : 'en',
  });

describe('worksheet tasks', () => {
  it('are told by their marks, a number mid-line, or marks in the next sentence', () => {
    expect(isExerciseLine('What are the products of photosynthesis? (2 marks)')).toBe(true);
    expect(isExerciseLine('ما هي نواتج البناء الضوئي؟ (درجتان)')).toBe(true);
    expect(isExerciseLine('List the main types of cloud. [3]')).toBe(true);
    const line =
      '2. Explain why warm air rises. (2 marks) 3. Name the gas plants take in. (1 mark)';
    expect(isExerciseLine('Name the gas plants take in.', line)).toBe(true);
    expect(
      isExerciseLine('Give two greenhouse gases.', 'Give two greenhouse gases.', '(2 marks)'),
    ).toBe(true);
    // Lesson prose keeps its verbs-as-nouns and its references.
    expect(
      isExerciseLine(
        'Name tags were given to every visitor.',
        'Name tags were given to every visitor.',
      ),
    ).toBe(false);
    expect(isExerciseLine('The study found that ozone absorbs ultraviolet light [3]')).toBe(false);
    expect(
      isExerciseLine('The mass was 12 g. Name the ...', undefined, 'It was then heated.'),
    ).toBe(false);
  });

  const worksheet = hit(
    'Worksheet 3: Plants\nSection A (6 marks)\n1. Define photosynthesis. (1 mark)\n2. Explain why leaves are green. (2 marks) 3. Name the gas that plants take in for photosynthesis.\n(1 mark)\nSection B: Practical (10 marks)\nYour teacher will give you a leaf and a hand lens. Draw the leaf and label it.',
    'worksheet-plants.pdf',
    1,
    9,
  );
  const chapter = hit(
    'Photosynthesis\nGreen plants make their own food by photosynthesis. Plants take in carbon dioxide gas through tiny pores in their leaves and release oxygen.',
    'chapter-plants.pdf',
    4,
    6,
  );

  it('give way to the chapter that states the answer', () => {
    const answer = ask('name the gas that plants take in for photosynthesis', [worksheet, chapter]);
    expect(answer.text).toContain('carbon dioxide');
    expect(answer.text).not.toContain('Name the gas');
    expect(answer.text).not.toContain('Practical');
  });

  it('are never quoted back: with only the task matching, the question is declined', () => {
    const arabic = hit(
      'ورقة عمل: النبات\nالسؤال الأول (١٠ درجات) 1. اذكر أسماء ثلاثة نباتات صحراوية. (٣ درجات)\n2. ما هي نواتج البناء الضوئي؟ (درجتان)',
      'ورقة-عمل.pdf',
      1,
      9,
    );
    expect(ask('اذكر أسماء ثلاثة نباتات صحراوية', [arabic]).citedPassages).toEqual([]);
    expect(
      ask('name the gas that plants take in for photosynthesis', [worksheet]).citedPassages,
    ).toEqual([]);
  });
});
