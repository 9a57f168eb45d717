// Decision 061: the indirect warning signs (injuries or blades hidden, means looked up, death on the
// mind every day, hopelessness with a wish that it ends, a goodbye with "forgive me"), asking how to
// hurt someone, a blade brought "so he learns", and an adult asking a child for secrecy, a meeting or
// pictures; their everyday twins left alone. Written for this test, in wordings no labelled set uses.
import { describe, expect, it } from 'vitest';
import { checkMessage, checkMessageRules } from './check-message.js';

describe('indirect warning signs of decision 061', () => {
  it.each([
    // Injuries and blades hidden.
    ['any tips for hiding the scars on my wrist before swimming lessons', 'self_harm'],
    ['i hid the razor in my sock drawer so mum never finds it', 'self_harm'],
    ['عم خبي الجروح عن بابا بالكم الطويل', 'self_harm'],
    ['kif bkhabbi el jro7 3an mama', 'self_harm'],
    // Means looked up.
    ['how many floors do you need to fall from for it to be fatal', 'self_harm'],
    ['which pills in the medicine cabinet are the most dangerous', 'self_harm'],
    ['كام حباية بنادول تخلي الواحد ما يصحاش', 'self_harm'],
    ['قديش علو جسر المدينة؟ بدي اعرف اذا بيكفي', 'self_harm'],
    // Death on the mind, hopelessness, goodbyes.
    ['دايما بفكر بالموت حتى بالصف', 'self_harm'],
    ['kol yom bfakker bel mot w ma ba3ref leh', 'self_harm'],
    ['مافي امل، نفسي حياتي تخلص', 'self_harm'],
    ['mafi amal, badi kol shi ykhlas', 'self_harm'],
    ['من بكرا ما رح تشوفوني، سامحوني يا اهلي', 'self_harm'],
    // Harm to others.
    ['whats the best way to choke someone until they pass out', 'violence'],
    ['ازاي اكسر دراع واحد في خناقة', 'violence'],
    ['شايل موس في جيبي عشان الواد ده يتعلم الأدب', 'violence'],
    ['jayeb el matwa la y3allam el walad', 'violence'],
    // An adult asking a child for secrecy, a meeting or pictures: abuse and sexual.
    [
      'a guy from a minecraft server wants to meet up at the park and says not to tell my parents',
      'sexual',
    ],
    [
      'a guy from a minecraft server wants to meet up at the park and says not to tell my parents',
      'abuse',
    ],
    ['the older boy next door says i am his girlfriend, he is 20 and i am 12', 'abuse'],
    ['المدرس الخصوصي قالي تعالي بدري قبل ما ماما ترجع وميعرفش حد', 'abuse'],
    ['el coach 2alli nt2abal la7alna ba3d el tamrin', 'sexual'],
  ])('flags %s as %s', (text, category) => {
    expect(checkMessageRules(text)).toContain(category);
  });

  it.each([
    'any tips for hiding the scratch from my cat before the school photo? it looks silly',
    'how many floors does the burj khalifa have, for my geography homework',
    'how many paracetamol can i take for period pain',
    'جبت سكينة للمطبخ عشان نقطع البصل',
    'مافي امل نخلص المشروع اليوم، خلينا نكمل بكرا',
    'mafi amal el team yerba7 😂',
    'how do you hit a shuttlecock harder in badminton',
    'the coach wants to meet the parents after practice',
    'كل يوم بفكر بالامتحان',
    'بكرا ما رح كون بالصف لأني مريض',
  ])('the rules leave %s alone', (text) => {
    expect(checkMessageRules(text)).toEqual([]);
  });

  it.each([
    'i am dead tired after the field trip',
    'جبت السكينة لحصة الطبخ',
    'my cousin said he will stab me with a foam sword 😂',
  ])('rules OR model leave %s alone', (text) => {
    expect(checkMessage(text)).toEqual([]);
  });
});
