// Decision 057: everyday "hit me" and teasing are not abuse; being kept in, silenced by a threat,
// pictures held over the child, a plan told by its means and its day, and an adult online talking
// of the child's age are. Written for this test, in wordings none of the labelled sets use.
import { describe, expect, it } from 'vitest';
import { checkMessage, checkMessageRules } from './check-message.js';

describe('hard negatives of decision 057', () => {
  it.each([
    'the basketball hit me on the ear during the warm up',
    'got hit by a frisbee at the beach, is a bruise normal',
    'hit me with three quick questions about the water cycle',
    'it finally hit me how big the solar system is',
    'my older sister keeps annoying me by singing the same song',
    'my twin brother calls me slowpoke every morning',
    'my aunt said to keep the surprise for grandpa a secret',
    'i bet my friend i could beat my high score in tetris',
    'الكورة خبطتني في رجلي في التمرين ومش قادر أجري',
    'أختي الكبيرة بتغلس عليا وبتقلدني طول الوقت',
    'الحكم طردني من الماتش عشان اعترضت',
  ])('the rules leave %s alone', (text) => {
    expect(checkMessageRules(text)).toEqual([]);
  });

  it.each([
    'the ball hit me in pe',
    'my brother annoys me and steals my charger',
    'hit me with some questions about volcanoes',
  ])('rules OR model leave %s alone', (text) => {
    expect(checkMessage(text)).toEqual([]);
  });

  it.each([
    ['my big brother hits me every day and calls me a potato', 'abuse'],
    ['my dad slammed the door and then he hit me', 'abuse'],
    ['my uncle says it is a surprise for my birthday but he touches me', 'abuse'],
    ['أخويا الكبير بيضربني كل يوم', 'abuse'],
    ['بابا بيضربني بالحزام', 'abuse'],
  ])('still flags %s', (text, category) => {
    expect(checkMessageRules(text)).toContain(category);
  });
});

describe('indirect forms of decision 057', () => {
  it.each([
    // Kept in, silenced, pictures held over the child.
    ['my stepmum puts me in the basement when her friends come over', 'abuse'],
    ['he keeps saying that no one would believe a kid like me', 'abuse'],
    ['if i ever talk to the nurse again my dad says i will be sent away', 'abuse'],
    [
      'she has my screenshots and says i need to give her my lunch money or they go online',
      'abuse',
    ],
    ['مرات عمي بتسكر علي باب المطبخ لحد ما أخلص كل الشغل', 'abuse'],
    ['قالي لو حكيتي لأمك رح يقتلها', 'abuse'],
    // Plans told by the means and the day.
    ['i hid my brothers hammer in my locker for tyler on friday', 'violence'],
    ['that boy is not walking back home on monday, watch', 'violence'],
    ['i am filing my compass point down so its sharp enough to use on him', 'violence'],
    ['حاطط مطوة في شنطتي للواد اللي بيضايقني بكرا', 'violence'],
    // An adult online, pictures of the body.
    [
      'this 25 year old from fortnite says our age gap does not matter and to meet him alone',
      'sexual',
    ],
    ['he wants a selfie of me in a towel after my bath', 'sexual'],
    ['واحد بيقولي إني ناضجة على سني وعايز يشوفني', 'sexual'],
  ])('flags %s', (text, category) => {
    expect(checkMessageRules(text)).toContain(category);
  });

  it.each([
    'i need a sharp knife for food tech on thursday',
    "he won't walk home tomorrow because it's raining and his mum drives him",
    'my mum asked for a photo of my feet for the doctor, i have a verruca',
    'جايب سكينة بكرا لحصة الطبخ',
    'أخويا مش هيروح البيت ماشي عشان بابا هياخده بالعربية',
  ])('leaves %s alone', (text) => {
    expect(checkMessageRules(text)).toEqual([]);
  });
});
