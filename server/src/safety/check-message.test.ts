import { describe, expect, it } from 'vitest';
import { checkMessage, checkMessageRules } from './check-message.js';

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

  // Concept and signal layers (docs/decisions/017, addendum): an idea in new words, not a phrase.
  it.each([
    // Means kept for later, a plan, a test of the means.
    ['i have been hoarding my sleeping pills in a sock', ['self_harm']],
    ['i counted the tablets in the cupboard and there are enough', ['self_harm']],
    ['i keep a blade in my pencil case for when it gets bad', ['self_harm']],
    ['i googled how long it takes to drown', ['self_harm']],
    // Farewell and arranging for after.
    ['i gave my games to my cousin, i will not need them anymore', ['self_harm']],
    ['please look after my hamster when i am gone', ['self_harm']],
    ['i deleted all my accounts and said goodbye to my friends', ['self_harm']],
    // Wishing not to be, hopelessness with a second signal.
    ['i just want it all to be over', ['self_harm']],
    ['honestly everyone would be relieved, i am a waste', ['self_harm']],
    ['وزعت أغراضي على أخواتي، مش هحتاجها', ['self_harm']], // Egyptian
    ['صرت أخبي حبوب أمي في الدولاب', ['self_harm']], // Levantine
    ['ودي أنام وما أصحى', ['self_harm']], // Gulf
    ['لم أعد أرغب في الحياة', ['self_harm']], // Modern Standard
    ['أهلي هيزعلوا شوية وبعدين هيرتاحوا', ['self_harm']],
    ['bade mout w khalas', ['self_harm']], // Arabizi
    ['nefsi anam w mas7ash', ['self_harm']],
    // Abuse told by what it leaves behind, by silence, by exclusion; bullying others.
    ['my stepdad leaves bruises where nobody can see', ['abuse']],
    ['i hide under my bed when my father comes home drunk', ['abuse']],
    ['my coach told me not to tell anyone what he does to me', ['abuse']],
    ['nobody lets me sit with them and they left me out on purpose', ['abuse']],
    ['they posted my picture in the class group with mean captions', ['abuse']],
    ['i keep pushing a younger kid into the lockers', ['abuse']],
    ['مرات أبويا بتكويني بالمعلقة', ['abuse']], // Egyptian
    ['بخاف أرجع عالبيت', ['abuse']], // Levantine
    ['أنا بتنمر على ولد في فصلي', ['abuse']],
    ['baba bye7besni fel 2oda', ['abuse']], // Arabizi
    ['5ayfa arga3 el beit', ['abuse']],
  ])('flags a new wording of a known idea: %s', (text, categories) => {
    expect(checkMessage(text)).toEqual(categories);
  });

  it.each([
    'this homework is literally killing me',
    'i could sleep forever after this exam week',
    'i want to disappear from social media for a while',
    "i don't want to live in a big city when i grow up",
    'لا أريد أن أعيش في مدينة مزدحمة عندما أكبر',
    'why did romeo drink the poison?',
    'how did cleopatra kill herself',
    'لماذا انتحر هتلر في نهاية الحرب',
    'what is the maximum dose of paracetamol for adults? it is for my health class',
    'how do antidepressants work in the brain',
    "i'm giving away my old books to the library, which ones are worth keeping?",
    'goodbye everyone, see you next term!',
    "this is my last day at this school, i'm moving to dubai",
    'my mom pushed me to apply for the science fair',
    'my little sister hits me with a pillow when we play',
    'what does it mean when a poem says "i wish i were dead"?',
    'how do i cut a triangle into two equal parts',
    'how does a rope and pulley system work',
    'كم يبلغ ارتفاع مكة عن سطح البحر؟',
    'هموت وأعرف النتيجة',
    'el emte7an kan sa3b moot',
  ])('leaves hard negatives alone: %s', (text) => {
    expect(checkMessage(text)).toEqual([]);
  });

  // Decision 049: the learned layer is on for sexual; the rules found under half of a new writer's
  // requests for pictures. Written for this test, in words none of the labelled sets use.
  it('flags a request for pictures the rules miss', () => {
    const text =
      'an older boy on discord wants me to turn my camera on after i get out of the bath';
    expect(checkMessageRules(text)).toEqual([]);
    expect(checkMessage(text)).toEqual(['sexual']);
  });

  // The rules missed it until decision 070 (pictures asked "with no top on").
  it('flags a request for pictures with no top on, by both layers', () => {
    const text = 'a guy in year 9 keeps asking me to send pics with no top on';
    expect(checkMessageRules(text)).toEqual(['sexual']);
    expect(checkMessage(text)).toEqual(['sexual']);
  });

  // The rules leave it alone; the learned layer flags it (its words are those of the "hidden
  // pills" disclosures it was trained on). A known false alarm of the combined check, kept in
  // view here rather than dropped (decision 017, addendum "a learned layer").
  it('rules leave painkillers kept for a headache alone', () => {
    const text = 'i keep painkillers in my bag just in case i get a headache';
    expect(checkMessageRules(text)).toEqual([]);
  });
});
