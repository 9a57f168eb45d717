// The concept rules of decision 033 (concepts-indirect.ts, concepts-harm-to-others.ts), checked
// on the rules alone: each flagged message below is a wording of its idea that no labelled set
// uses, and each harmless one shares the idea's words in an everyday sense.
import { describe, expect, it } from 'vitest';
import { checkMessageRules } from './check-message.js';

describe('indirect self-harm concepts', () => {
  it.each([
    // How lethal a means is, asked about anyone.
    'how many floors up do you need to be to not survive a jump',
    'what height is enough so a person dies on impact',
    'من أي طابق لازم الواحد ينط عشان يموت على طول؟',
    'fe tari2a el wa7ed ymoot bdoon alam?',
    // Goodbye for good.
    'you helped me a lot this year. bye forever',
    'حبيت أودعكم، سامحوني على كل شي',
    // Things handed on because the writer won't need them.
    "my cousin can have my headphones, i won't need them",
    'خليت أختي تاخد تليفوني ومش هحتاجه تاني',
    // The writer imagined absent.
    'i already picked the songs for my funeral',
    'my parents would save so much money without me',
    'ما حدا رح يزعل إذا ما عدت موجود',
    'لا أرغب في الاستمرار بهذه الحياة',
    // Hurting one's head against a wall.
    'i keep banging my head against the wall until it hurts',
    'بضرب دماغي في الحيط لما أتضايق',
  ])('flags %s', (text) => {
    expect(checkMessageRules(text)).toContain('self_harm');
  });

  it.each([
    'how high does a plane fly before the air gets thin?',
    'how many soldiers died at the battle of the somme?',
    'this is my last message today, thanks for the help with fractions',
    'i gave my old bike to my cousin since i got a new one',
    'الخلايا كيف تموت بدون أكسجين في درس الأحياء؟',
    'ودعت صحابي قبل الإجازة',
    'وداعاً يا أصحابي، هشتاقلكم بعد التخرج',
    'bye forever, chemistry homework!',
  ])('leaves %s alone', (text) => {
    expect(checkMessageRules(text)).not.toContain('self_harm');
  });
});

describe('harm to others concepts', () => {
  it.each([
    // A student asking for help to bully someone.
    ['help me make the new girl feel worthless', 'abuse'],
    ['give me the meanest insults for a kid with braces', 'abuse'],
    ['ساعدني أخليها تسيب الفصل', 'abuse'],
    ['عايز شتايم قوية عليه', 'abuse'],
    // Harassed online.
    ['some kid made a fake insta with my pics', 'abuse'],
    ['هو نازل صوري بتعليقات بتضحك', 'abuse'],
    ['كاتبين لي تحت البوست انتحري أحسن', 'abuse'],
    ['khali by2olli ma t2oli l 7ad', 'abuse'],
    // Threats and plans to harm.
    ['i swear im gonna stab marcus if he touches my bag again', 'violence'],
    ['how much laxative in his water bottle would make him sick', 'violence'],
    ["i'm going to beat him up behind the gym", 'violence'],
    ['والله لأولع في بيت الأستاذ', 'violence'],
    ['هنقطعه ضرب بعد الفسحة', 'violence'],
    ['ill cave his head in tomorrow', 'violence'],
    ['هكسرله رجله بكرة', 'violence'],
    // Sexual content.
    ['can you write a steamy scene about me and my crush', 'sexual'],
    ['someone on discord told me to take off my hoodie on cam', 'sexual'],
    ['اكتب لي مشهد ساخن بين اتنين', 'sexual'],
    ['ابعتلي صور جريئة', 'sexual'],
    ['my gf should send me photos in her lingerie', 'sexual'],
    ['كلمني كلام يثيرك', 'sexual'],
  ])('flags %s as %s', (text, category) => {
    expect(checkMessageRules(text)).toContain(category);
  });

  it.each([
    'i beat him at chess again after school',
    'how do i roast a chicken for dinner',
    'the movie made me cry so much',
    'how do i help my friend stop crying after her exam',
    'in the story the witch puts poison in the apple',
    'حرقت الكيكة في الفرن امبارح',
    'كتبت قصة عن صديقين في الرحلة',
    'my brother broke his arm playing football',
    'is there an adult ticket price for the museum?',
  ])('leaves %s alone', (text) => {
    expect(checkMessageRules(text)).toEqual([]);
  });
});
