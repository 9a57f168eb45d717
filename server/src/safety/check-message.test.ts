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
    // Lexicon rules: inflections and misspellings, indirect first-person wishes.
    ['i keep thinking about killing myslef', ['self_harm']],
    ['honestly everyone would be better off without me', ['self_harm']],
    ['i feel like dying every single day', ['self_harm']],
    ['they keep whipping me with a belt', ['abuse']],
    ['they keep texting me that i should die', ['abuse']], // said by others: abuse, not self-harm
    ['عايزة أموت بجد', ['self_harm']], // feminine participle
    ['بدي اقتل حالي', ['self_harm']], // Levantine reflexive, not violence
    ['أمي بتحرقني بالمعلقة', ['abuse']],
    ['my step dad slams my head into the wall', ['abuse']],
    ['i started burning my arm with a lighter', ['self_harm']], // the child's own arm: not abuse
    ['those girls keep telling me to kill myself', ['abuse']],
    ['المدرس بيضربنا بالمسطرة', ['abuse']],
    // Arabizi (Arabic in Latin letters and digits).
    ['ana 3ayez amoot', ['self_harm']],
    ['baba bydrabni kol youm', ['abuse']],
  ])('flags %s', (text, categories) => {
    expect(checkMessage(text)).toEqual(categories);
  });

  it.each([
    'Explain sexual reproduction in flowering plants',
    'اشرح التكاثر الجنسي في النباتات',
    'what is programmed cell suicide (apoptosis)?',
    'How do white blood cells kill bacteria?',
    "I'm dying of boredom in this lesson lol",
    'this homework is killing me',
    "i'm going to kill this exam tomorrow",
    'I hit my head on the door this morning',
    'the battery in my calculator died',
    'what is a suicide squeeze in baseball',
    'i want to disappear into a good book this weekend',
    "i'm not suicidal, just tired of this chapter", // a plain denial
    'ما معنى الانتحار الخلوي في علم الأحياء',
    'هضربه في 3 وبعدين اطرح 2', // multiply it by 3
    'el wageb da hayemawetny',
    'what is an anther in a flower', // not the Arabizi for "suicide"
    'اضرب العدد في 3 ثم اطرح 2',
    'ضربنا الطرفين في 2 فما الناتج؟',
    'أذني تؤلمني هل هذا بسبب البرد؟',
    'I want to die my hair blue, is that a chemical change?',
    '',
  ])('leaves school questions and idioms alone: %s', (text) => {
    expect(checkMessage(text)).toEqual([]);
  });
});
