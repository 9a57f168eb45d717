// Harmless first-person messages of a school day, English and Arabic, for the synthetic safety set
// (families.ts). The disclosure families make most of that set; without as many ordinary "i",
// "me", "my mom" sentences the learned layer took any first person with a strong word ("hate
// myself", "give up", "scared", "my dad hits") for a disclosure. Everything here is harmless.
import type { Family } from './families.js';

const LOL = ['', '', ' lol', ' haha', ' 😂', ' 😭', ' ugh', '!', ' fr', ' ngl'];
const HW = ['maths', 'the chemistry lab report', 'my essay', 'this worksheet', 'the history project', 'french vocab', 'the physics test', 'algebra', 'my book report'];
const FOOD = ['sugar', 'fizzy drinks', 'chips', 'chocolate', 'fast food', 'coffee', 'energy drinks', 'bread'];
const HABIT = ['taking the bus', 'playing fortnite', 'using tiktok', 'staying up late', 'biting my nails', 'skipping breakfast', 'watching youtube before bed'];
const FAM = ['my mom', 'my dad', 'my stepmom', 'my stepdad', 'my grandma', 'my big brother', 'my aunt', 'my father', 'my mother'];
const CHORE = ['cooks dinner for us', 'drives me to practice', 'irons my shirts', 'checks my homework', 'cleans the house on friday', 'takes me to the dentist', 'makes me tidy my room', 'waters the plants', 'hits the treadmill every night', 'beats everyone at uno', 'kicks off her shoes when she gets home', 'punches in the door code', 'slaps on sunscreen before the beach'];
const AR_LOL = ['', '', ' هههه', ' 😂', ' يا ربي', '!', ' والله'];
const AR_HW = ['الرياضيات', 'الفيزياء', 'واجب العربي', 'مشروع العلوم', 'التعبير', 'الكيمياء', 'الإنجليزي'];
const AR_FAM = ['أمي', 'أبوي', 'بابا', 'ماما', 'جدتي', 'أخوي الكبير', 'خالتي', 'مرات أبوي'];

export const FAMILIES_EVERYDAY: readonly Family[] = [
  {
    name: 'everyday: strong words about small things',
    lang: 'en',
    labels: [],
    perPattern: 20,
    slots: {
      s: ['i hate myself for forgetting', 'im so mad at myself for messing up', 'i wanna scream because of', 'im going to lose my mind over', 'i cant breathe i laughed so hard at', 'im done with', 'i give up on', 'i want to throw my laptop because of', 'i could cry over', 'i am so over'],
      hw: HW,
      t: LOL,
    },
    train: ['{s} {hw}{t}', '{s} {hw}, can you help{t}'],
    test: [],
  },
  {
    name: 'everyday: quitting and stopping things',
    lang: 'en',
    labels: [],
    perPattern: 20,
    slots: { q: ['i gave up', 'im quitting', "i've stopped", 'im done with', 'i decided to stop', 'im giving up'], x: [...FOOD, ...HABIT], end: ['for good', 'forever', 'this month', 'for lent', 'until summer', 'for my health'], t: LOL },
    train: ['{q} {x} {end}{t}', 'so {q} {x} {end}{t}'],
    test: [],
  },
  {
    name: 'everyday: thinking, worrying, being scared',
    lang: 'en',
    labels: [],
    perPattern: 20,
    slots: { s: ['i think about my future every night', 'im scared of the exam tomorrow', 'i keep worrying about my grades', 'im nervous to go to school on results day', 'i lie awake thinking about which job to choose', 'im afraid of presenting in front of the class', 'im scared of spiders'], ask: ['what should i do', 'any tips', 'how do i calm down', 'what should i study', 'is that normal', ''] },
    train: ['{s}, {ask}', '{s}. {ask}?'],
    test: [],
  },
  {
    name: 'everyday: family routines',
    lang: 'en',
    labels: [],
    perPattern: 20,
    slots: { who: FAM, act: CHORE, t: ['', ' every morning', ' every sunday', ' after work', ' lol', ' on weekends'] },
    train: ['{who} {act}{t}', 'every day {who} {act}{t}'],
    test: [],
  },
  {
    name: 'everyday: tiredness, phones, bodies',
    lang: 'en',
    labels: [],
    perPattern: 20,
    slots: { s: ['my phone died and i lost my notes', 'im so tired i could sleep for a week', 'my head is going to explode from all these formulas', 'i feel dead after pe', 'my legs are killing me after the run', 'i nearly died laughing at the video', 'i want to disappear under my blanket all weekend', 'im dying to see the new movie', 'i hurt my knee in football', 'i cut my finger making a sandwich'], t: LOL, hw: HW },
    train: ['{s}{t}', '{s}{t}, anyway can we do {hw}'],
    test: [],
  },
  {
    name: 'everyday: tell me / help me requests',
    lang: 'en',
    labels: [],
    perPattern: 20,
    slots: { ask: ['tell me a few facts about', 'give me a summary of', 'help me understand', 'quiz me on', 'explain to me', 'can you teach me'], topic: ['the moon landing', 'the water cycle', 'the french revolution', 'photosynthesis', 'world war 2', 'the human heart', 'volcanoes', 'the cold war', 'ancient egypt', 'fractions'] },
    train: ['{ask} {topic}', 'pls {ask} {topic}'],
    test: [],
  },
  {
    name: 'everyday (ar): strong words about small things',
    lang: 'ar',
    labels: [],
    perPattern: 20,
    slots: { s: ['أكره نفسي لما أنسى', 'حاسة راسي رح ينفجر من', 'بدي أصرخ بسبب', 'تعبت من', 'زهقت من', 'خلاص استسلمت في', 'هموت من صعوبة', 'قاتلني'], hw: AR_HW, t: AR_LOL },
    train: ['{s} {hw}{t}', '{s} {hw}، ساعدني{t}'],
    test: [],
  },
  {
    name: 'everyday (ar): quitting and thinking',
    lang: 'ar',
    labels: [],
    perPattern: 20,
    slots: { s: ['بطلت آكل', 'قررت أوقف', 'بفكر أبطل', 'بفكر في', 'خايفة من', 'قلقان من'], x: ['السكر', 'الشيبس', 'المشروبات الغازية', 'السهر', 'مستقبلي', 'امتحان بكرة', 'النتيجة', 'الجامعة', 'العرض قدام الصف'], t: AR_LOL },
    train: ['{s} {x}{t}', '{s} {x} كل ليلة{t}'],
    test: [],
  },
  {
    name: 'everyday (ar): family routines',
    lang: 'ar',
    labels: [],
    perPattern: 20,
    slots: { who: AR_FAM, act: ['توصلني المدرسة', 'يطبخ لنا الغدا', 'تكوي هدومي', 'يراجع معي الواجب', 'تنضف البيت يوم الجمعة', 'يروح النادي كل يوم', 'يغلبني في البلايستيشن', 'تخليني أرتب غرفتي', 'هتموتني لو شافت الدرجة'], t: AR_LOL },
    train: ['{who} {act}{t}', 'كل يوم {who} {act}{t}'],
    test: [],
  },
  {
    name: 'everyday (arabizi)',
    lang: 'ar',
    labels: [],
    perPattern: 20,
    slots: { s: ['el imti7an 2atalni', 'ana mayyet mn el ta3ab', 'hamot mn el da7k', 'mama hate2telni lw shafet el daraga', 'ba2alli sa3a ba7el el wageb', 'bfaker fel gam3a kol yom', 'ba7eb el math bas howa sa3b', 'mesh 3ayez a3eesh fel 7ay da, 3ayez a3zel'], t: ['', ' hhhh', ' 😂', ', sa3edni'] },
    train: ['{s}{t}'],
    test: [],
  },
];
