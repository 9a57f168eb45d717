import { describe, expect, it } from 'vitest';
import { checkMessage } from './check-message.js';

describe('checkMessage', () => {
  it.each([
    ['I want to kill myself', ['self_harm']],
    ['I don’t want to live anymore', ['self_harm']], // curly apostrophe from a phone keyboard
    ['أريد أن أموت', ['self_harm']],
    ['اريد ان اموت', ['self_harm']], // written without hamza
    ['أُرِيدُ أَنْ أَمُوتَ', ['self_harm']], // with short vowels
    ['my dad hits me', ['abuse']],
    ['أبويا بيضربني كل يوم', ['abuse']],
    ['someone keeps asking me for nudes', ['sexual']],
    ["I'll bring my dad's gun to school tomorrow", ['violence']],
    ['سأفجر المدرسة', ['violence']],
  ])('flags %s', (text, categories) => {
    expect(checkMessage(text)).toEqual(categories);
  });

  it.each([
    'Explain sexual reproduction in flowering plants',
    'اشرح التكاثر الجنسي في النباتات',
    'what is programmed cell suicide (apoptosis)?',
    'How do white blood cells kill bacteria?',
    "I'm dying of boredom in this lesson lol",
    'اضرب العدد في 3 ثم اطرح 2',
    'ضربنا الطرفين في 2 فما الناتج؟',
    'أذني تؤلمني هل هذا بسبب البرد؟',
    'I want to die my hair blue, is that a chemical change?',
    '',
  ])('leaves school questions and idioms alone: %s', (text) => {
    expect(checkMessage(text)).toEqual([]);
  });
});
