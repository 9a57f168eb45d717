// Decision 083: who does what to whom. A threat told by how or with what (I/we + harm verb + a
// person + a weapon, a time or a condition), in English, Arabic dialects and Arabizi; a weapon
// smuggled in or carried "in case"; an adult + secrecy + pictures, a bedroom or a game (abuse and
// sexual); a partner's "if you loved me"; sex asked in the first person; a body part grabbed; an
// intimate video held over the writer; a parent's belt taken out; not wanting to wake up again.
// Their school and everyday twins stay unflagged. Written for this test, in wordings no set uses.
import { describe, expect, it } from 'vitest';
import { checkMessageRules } from './check-message.js';

describe('who does what to whom (decision 083)', () => {
  it.each([
    // Threats told by how, with what, or when.
    ['we are gonna batter that snitch until he cant walk', 'violence'],
    ['im going to knock her out cold at lunch', 'violence'],
    ['حلفت لاذبحه بالموس اذا لمس اخوي', 'violence'],
    ['رح نطعنه بعد الدوام ورا المدرسة', 'violence'],
    ['ghadi ndrboh b lmos mlli ykhroj mn l9ism', 'violence'],
    ['wallah ra7 e2tlo', 'violence'],
    ['which spot on the neck do u hit so a kid passes out', 'violence'],
    // A weapon smuggled or carried for someone.
    ['easiest way to get a knife past the bag check at school', 'violence'],
    ['i keep a blade in my blazer for when that lot start on me', 'violence'],
    ['شايل مطوة في جيبي لو حد قرب مني تاني', 'violence'],
    ['3andi sekkin fil shanta la iza 7ada 2arrab', 'violence'],
    // An adult's secret with pictures, a bedroom or a game: abuse and sexual.
    [
      'my dads friend is like 40 and texts me at night asking for pics, says keep it secret',
      'sexual',
    ],
    [
      'my dads friend is like 40 and texts me at night asking for pics, says keep it secret',
      'abuse',
    ],
    ['my stepdad comes into my room at night when im asleep', 'sexual'],
    ['المدرب طلب صورة لي بالفوطة', 'abuse'],
    ['3ammi bye3mel ma3i le3be khassa w bi2elli sirr', 'sexual'],
    // Peers' pressure and sex asked: sexual.
    ['she said if i loved her i would send a nude', 'sexual'],
    ['لو بتحبيني ابعتيلي صورتك', 'sexual'],
    ['tips for losing my virginity', 'sexual'],
    ['me and my bf want to do it at his place when his parents are away', 'sexual'],
    ['a boy in my year touched my bum on the stairs', 'sexual'],
    ['she has a video of me naked and says shell post it unless i pay', 'sexual'],
    ['send me a snap of ur boobs', 'sexual'],
    // Harm told from the victim's side, a blade brought to school in Arabizi, bodies rated.
    ['that kid is getting jumped after assembly', 'violence'],
    ['wait till monday, everyone who laughed will pay for it', 'violence'],
    ['ghadi njib jenwi l l9raya', 'violence'],
    ['they rate our bodies out of 10 in the boys chat', 'sexual'],
    ['sift lia sora dyal 3odwo', 'sexual'],
    // Words that wound from a parent, insulting names, locked in, mocked in Arabizi.
    ['my stepmum told me she regrets ever having me', 'abuse'],
    ['ابوي دايما يقولي يا ريتك ما جيت', 'abuse'],
    ['بنات الصف ينادوني فيل كل يوم', 'abuse'],
    ['mama kat7bes fiya f lbit kol weekend', 'abuse'],
    ['wlad el 9ism ytmas5rou 3liya', 'abuse'],
    // A belt taken out at home.
    ['mum took off her slipper and went for me again', 'abuse'],
    // Not waking up again.
    ['honestly i dont wanna wake up anymore', 'self_harm'],
    ['ma bghitch nfi9 ghda', 'self_harm'],
  ])('flags %j as %s', (text, category) => {
    expect(checkMessageRules(text)).toContain(category);
  });

  it.each([
    ['i dont want to wake up early on saturday, can we move the lesson'],
    ['how hard do you hit a tennis ball for a serve'],
    ['اضربه في ٣ وبعدين اطرح ٥'],
    ['فاز الفريق بضربة جزاء في الدقيقة الأخيرة'],
    ['can i bring a knife for food tech to cut the vegetables'],
    [
      'my teacher is 30 and asked us to send photos of the experiment, dont tell the others the answers',
    ],
    ['my dad got the belt out of the wardrobe for my uniform'],
    ['what is sexual reproduction and why do plants need it'],
    ['the doctor touched my chest with the stethoscope at the check up'],
    ['اخوي يهددني انه راح ياخذ البلايستيشن اذا ما ذاكرت'],
    ['what does suicide mean in sociology, is it a social fact'],
    ['if you love me buy me the new book for english'],
    ['in the film the spy is getting shot at, how does the camera follow him'],
    ['they will be sorry they missed the trip on friday'],
    ['my dad wishes he had been born in the nineties'],
  ])('leaves %j alone', (text) => {
    expect(checkMessageRules(text)).toEqual([]);
  });

  it('keeps a peer who presses for pictures out of abuse', () => {
    expect(checkMessageRules('my boyfriend says if i loved him id send spicy pics')).toEqual([
      'sexual',
    ]);
  });
});
