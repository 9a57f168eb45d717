// Study material for chat tests: an Arabic and an English "file" indexed for a bot through the
// real search index, with pages, so a test can check which file and page an answer cites.
import type { AppContext } from '../../context.js';

export const ARABIC_FILE = { id: 'file-biology-ar', name: 'الأحياء.pdf' };
export const ENGLISH_FILE = { id: 'file-earth-en', name: 'earth-science.pdf' };

export const ARABIC_PAGES = [
  {
    page: 1,
    text: 'الخلية هي الوحدة الأساسية في بناء جميع الكائنات الحية. تحتوي الخلية على النواة التي تحمل المادة الوراثية.',
  },
  {
    page: 2,
    text: 'البناء الضوئي هو العملية التي تصنع بها النباتات الخضراء غذاءها. تحدث عملية البناء الضوئي في البلاستيدات الخضراء بوجود ضوء الشمس والماء وثاني أكسيد الكربون، وينتج عنها الجلوكوز والأكسجين.',
  },
  {
    page: 3,
    text: 'التنفس الخلوي عملية تحرر الطاقة المخزنة في الغذاء. تحدث معظم مراحل التنفس الخلوي داخل الميتوكوندريا.',
  },
];

export const ENGLISH_PAGES = [
  {
    page: 1,
    text: 'Rocks are grouped into three families: igneous, sedimentary and metamorphic. Igneous rocks form when molten magma cools.',
  },
  {
    page: 3,
    text: 'The water cycle describes how water moves between the oceans, the air and the land. Evaporation turns liquid water from the oceans into water vapour. Condensation forms clouds when the vapour cools.',
  },
  {
    page: 4,
    text: 'Earthquakes happen when stress builds up along faults and the rocks suddenly slip. Seismographs record the waves an earthquake sends through the ground.',
  },
];

/** Indexes both files for the bot (Arabic and English analyzers). */
export async function indexStudyMaterial(ctx: AppContext, botId: string): Promise<void> {
  const languages = ['ara', 'eng'] as const;
  await ctx.search.replaceFileChunks(
    botId,
    ARABIC_FILE.id,
    ARABIC_PAGES.map((p) => ({ ...p, filename: ARABIC_FILE.name })),
    languages,
  );
  await ctx.search.replaceFileChunks(
    botId,
    ENGLISH_FILE.id,
    ENGLISH_PAGES.map((p) => ({ ...p, filename: ENGLISH_FILE.name })),
    languages,
  );
}
