// Decision 070: a group waiting for someone after school, a weapon meant for someone, where to hit,
// revenge by sabotage, a classmate's nude passed round, pictures asked in the bath or a towel, an
// adult who wants to meet alone or asks for secrecy, self-injury told as a habit, "not planning to
// live", a will written for real, harm at home in Iraqi and Gulf words; their everyday twins left
// alone; and the category each belongs to. Written for this test, in wordings no labelled set uses.
import { describe, expect, it } from 'vitest';
import { checkMessageRules } from './check-message.js';

describe('attacks, pictures and dialect disclosures of decision 070', () => {
  it.each([
    // A group waiting for someone.
    ['me and the lads are waiting for that boy after practice, he wont see it coming', 'violence'],
    ['بعد الدوام رح نستناه عند البوابة ونضربه', 'violence'],
    ['ghedda ra7 nestannah 3and el bab w ndarbo', 'violence'],
    // A weapon meant for someone, where to hit, revenge.
    ['my uncles hammer is in my bag and its not for dt', 'violence'],
    ['got the bat ready for him at break', 'violence'],
    ['جايب معي سچين حتى اربي هذاك الولد', 'violence'],
    ['where should i punch him so he stays down', 'violence'],
    ['ill cut her bike brakes so she learns', 'violence'],
    // A classmate's nude passed round is sexual; one's own is abuse as well.
    ['a naked photo of a boy in my class is going round the group chat', 'sexual'],
    ['في فيديو لبنت من المدرسة بدون هدوم نشروه بالجروب', 'sexual'],
    ['they posted a pic of me with no clothes on in the class group chat', 'abuse'],
    ['نشروا صوري بدون ملابس بالقروب', 'abuse'],
    // Pictures asked in the bath or a towel (sexual).
    ['صاحبي يبيني ارسل له فيديو وانا بالمنشفه', 'sexual'],
    ['he keeps asking for a selfie in the shower', 'sexual'],
    // An adult alone or secret: abuse and sexual.
    ['a guy on fortnite, hes like 28, wants to video call just us', 'sexual'],
    ['a guy on fortnite, hes like 28, wants to video call just us', 'abuse'],
    ['جارنا اللي عمره فوق الخمسين يبعتلي بالليل ويقول هذا سر', 'sexual'],
    ['el mister 3ayez yshoufni lwa7di w ma a2olsh l 7ad', 'abuse'],
    // Self-injury as a habit, not living on, a will.
    ['لما ازعل بجرح ايدي بالموس', 'self_harm'],
    ['انا مش ناوي اعيش للصيف', 'self_harm'],
    ['made my will today, my games go to my cousin', 'self_harm'],
    // Wishes to die in Maghrebi, Tunisian, Iraqi words and their Arabizi.
    ['خلاص بغيت غير نموت', 'self_harm'],
    ['حاب نقتل روحي اليوم', 'self_harm'],
    ['اريد انام وما افيق ابد', 'self_harm'],
    ['نفسي امشي من الدنيا دي', 'self_harm'],
    ['bghit nmout w safi', 'self_harm'],
    ['fakkart a2ta3 shrayini el leila', 'self_harm'],
    ['honestly i might just stop existing this year', 'self_harm'],
    // Grooming told by favour and night messages.
    ['my tennis coach messages me at night and told me to delete them', 'sexual'],
    ['في رجال كبير باللعبة يبي يشوف صورك وقال لا تقول لاحد', 'sexual'],
    // Harm at home in dialect words.
    ['ابويه يجلدني كل ما اتأخر', 'abuse'],
    ['my stepmum says i dont deserve food when i get a bad mark', 'abuse'],
    ['el wlad bel saf kel yom bi3ayyruni', 'abuse'],
    ['خويا كيحقرني قدام صحابو', 'abuse'],
    ['ولاد الصف بياخدوا فلوسي كل يوم', 'abuse'],
    ['abuy ye6gni lma at2a5ar', 'abuse'],
    // Acid thrown, a peer asking for a topless picture.
    ['والله لارش عليها ميه نار', 'violence'],
    ['he wants me to send something topless tonight', 'sexual'],
  ])('flags %s as %s', (text, category) => {
    expect(checkMessageRules(text)).toContain(category);
  });

  it.each([
    // A peer asking for pictures, or a classmate's picture passed round, is sexual, not abuse; a
    // weapon for someone is not self-harm.
    ['a naked photo of a boy in my class is going round the group chat', 'abuse'],
    ['صاحبي يبيني ارسل له فيديو وانا بالمنشفه', 'abuse'],
    ['got the bat ready for him at break', 'self_harm'],
    ['جايب معي سچين حتى اربي هذاك الولد', 'self_harm'],
  ])('does not file %s under %s', (text, category) => {
    expect(checkMessageRules(text)).not.toContain(category);
  });

  it.each([
    'we are waiting for him by the back gate with balloons for his birthday',
    'بكرة بعد الدوام رح نستنى المدرب عند البوابة',
    'my cricket bat is in my bag for practice after school',
    'سكينة بلاستيك للكيكة بحفلة الصف',
    'a photo of my cat in a towel after her bath 😂',
    'صورة الكلب بالفوطة بعد الحمام',
    'we wrote a will for the main character in english',
    'بدي نام وما اصحى الا الظهر لانه عطلة',
    "i'll kill my sister if she borrows my hoodie again",
    'naked mole rats live underground, why?',
    'my coach said to meet the whole team at the pitch at 4',
    'بغيت نمشي للبحر مع صحابي',
    'ماما خدت مني فلوسي عشان تحوشهم',
    'محد لاحظ غيابي عن الحصة اليوم',
    'في درس الكيمياء حكولنا عن خطر الاسيد',
    'we learned about the existing theories of the universe',
    'my teacher texts the class group about homework at night',
  ])('the rules leave %s alone', (text) => {
    expect(checkMessageRules(text)).toEqual([]);
  });
});
