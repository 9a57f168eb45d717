// Table questions (issue 7 §2): a row key and a column, answered by the row read under its
// header, with the named cell stated when the row's cells line up with the header's. Passages
// are the text the ingestion pipeline extracted from real generated PDFs (pdf-lib and
// LibreOffice exports of our own data sheets, server/bench/tutor-tables/).
import { describe, expect, it } from 'vitest';
import type { SearchHit } from '../../search/search-index.js';
import { classQuestion, hit } from '../../../test/helpers/passages.js';
import { extractiveAnswer } from '../providers/extractive.provider.js';
import { namedCell, tagMatch } from './table-lookup.js';

// LibreOffice export of a fuels data sheet, its first two chunks as the pipeline extracts them.
const FRACTIONS = hit(
  'Chemistry 9 – Data sheet: fuels and crude oil\nUse this sheet with the worksheet on fractional distillation. Crude oil is separated into fractions in a fractionating column; each fraction is a mixture of hydrocarbons with similar boiling points.\nTable 1: Fractions of crude oil\nFraction | Carbon atoms per molecule | Boiling range (°C) | Main use\nRefinery gas | 1–4 | below 25 | bottled gas for heating and cooking\nPetrol | 5–10 | 40–100 | fuel for cars\nNaphtha | 8–12 | 90–150 | feedstock for the chemical industry\nKerosene | 10–16 | 150–250 | jet fuel for aircraft\nDiesel oil | 14–20 | 220–350 | fuel for lorries and trains\nFuel oil | 20–40 | 350–500 | fuel for ships and power stations\nBitumen | more than 40 | above 500 | surfacing roads and roofs\nFractions with short molecules are runny, ignite easily and burn with a clean flame.',
  'fuels-data-sheet.pdf',
);
const ENERGY = hit(
  'Table 2: Energy released by fuels\nFuel | Formula | Energy released (kJ per gram) | Polluting products\nHydrogen | H2 | 142 | none\nMethane | CH4 | 55 | carbon dioxide\nEthanol | C2H5OH 30 | carbon dioxide\nCoal | mainly C | 27 | carbon dioxide, sulfur dioxide, soot\nWood | – | 16 | carbon dioxide, smoke\nHydrogen gives the most energy per gram but it is difficult to store because it is a gas at room temperature.',
  'fuels-data-sheet.pdf',
);
const FUELS = [FRACTIONS, ENERGY];
// Other pages of the same bot: crude oil and hydrogen in prose.
const NOTES = [
  hit(
    'Fractional distillation. Crude oil is heated until it boils and its vapour rises up the column. Each fraction condenses at its own boiling range and is collected. Kerosene and diesel are used as fuels.',
    'crude-oil-notes.pdf',
  ),
  hit(
    'Hydrogen is a clean fuel: burning it gives only water. Each gram of fuel releases energy measured in kJ.',
    'fuels-notes.pdf',
    2,
  ),
];
// LibreOffice export of a results table: a header of times, one row per chip size (as extracted:
// the narrow number cells were drawn as one text run each, so only some cells are apart).
const RATES = hit(
  'Rates of reaction: marble chips and hydrochloric\nacid\nWe added 5 g of marble chips to 50 cm³ of dilute hydrochloric acid and collected the carbon dioxide in a gas syringe. The experiment was repeated with large chips, small chips and powder. The volume of gas was read every 30 seconds.\nResults: volume of carbon dioxide collected (cm³)\nTime (s) 0 30 60 90 120 150 180\nLarge chips 0 15 28 42 51 | 57 | 60\nSmall chips | 0 24 44 55 59 | 60 | 60\nPowder | 0 38 56 60 60 | 60 | 60\nConclusion: the smaller the pieces, the larger the surface area and the faster the reaction. The final volume is the same because the same mass of marble was used each time.',
  'rates-results.pdf',
);

// Arabic notes drawn with skia (right to left), as extracted: a table of vitamins A to K.
const VITAMINS = hit(
  'الصحة والغذاء – الفيتامينات\nيحتاج الجسم إلى الفيتامينات بكميات صغيرة. يبين الجدول مصادر بعض الفيتامينات وأعراض نقصها.\nالفيتامين | مصادره | مرض نقصه\nفيتامين أ | الجزر والكبد | العشى الليلي\nفيتامين ب1 | الحبوب الكاملة | البري بري\nفيتامين ج | البرتقال والليمون | الإسقربوط\nفيتامين د | أشعة الشمس والحليب | الكساح\nفيتامين ك | الخضروات الورقية | بطء تخثر الدم\nيجب تناول غذاء متوازن للحصول على جميع الفيتامينات.',
  'الفيتامينات.pdf',
);
// pdf-lib export of a planets table, as extracted.
const PLANETS = hit(
  'Year 7 Science – The Solar System\nThe planets travel around the Sun in orbits. The table compares the eight planets.\nPlanet | Distance from the Sun (million km) | Length of day (Earth hours) | Number of moons\nMercury | 58 | 4223 | 0\nVenus | 108 | 2802 | 0\nEarth | 150 | 24 | 1\nMars | 228 | 25 | 2\nJupiter | 778 | 10 | 95\nSaturn | 1427 | 11 | 146\nUranus | 2871 | 17 | 28\nNeptune | 4497 | 16 | 16\nThe four inner planets are rocky; the four outer planets are giant balls of gas and ice.',
  'solar-system.pdf',
);

const answerTo = (query: string, passages: SearchHit[]) =>
  extractiveAnswer(classQuestion(query, passages, true));
const ask = (query: string, passages: SearchHit[]): string => answerTo(query, passages).text;

describe('table questions', () => {
  it('quotes the row the question names, under its header, not the header alone', () => {
    const answer = ask('boiling range of kerosene', [...FUELS, ...NOTES]);
    expect(answer).toContain('Kerosene, Boiling range (°C): 150–250');
    expect(answer).toContain('Kerosene | 10–16 | 150–250 | jet fuel for aircraft');
    expect(answer).toContain(
      'Fraction | Carbon atoms per molecule | Boiling range (°C) | Main use',
    );
  });

  it("answers a quantity from the fuel's row, not from a prose line on the same subject", () => {
    const answer = ask('how many kj per gram does hydrogen give', [...FUELS, ...NOTES]);
    expect(answer).toContain('Hydrogen | H2 | 142 | none');
  });

  it('states the cell of a two-way lookup: the row named and the column named by a number', () => {
    const answer = ask('volume of co2 after 90 s with the large chips', [RATES]);
    expect(answer).toContain('Large chips, Time (s) 90: 42');
    expect(answer).toContain(
      'Time (s) 0 30 60 90 120 150 180\nLarge chips 0 15 28 42 51 | 57 | 60',
    );
  });

  it('quotes no row for a row the table does not hold', () => {
    const answer = ask('boiling range of lubricating oil', [...FUELS, ...NOTES]);
    expect(answer).not.toContain(' | ');
  });
});

describe('tables under a title, and records keyed by a number', () => {
  it('reads a short title over a table as a title, and the line under it as the header', () => {
    const timetable = hit(
      'Lab timetable\nDay | Period | Room | Activity\nMonday | 2 | Lab 3 | Measuring density\nTuesday | 4 | Lab 1 | Making a circuit\nThursday | 1 | Lab 3 | Separating mixtures\nFriday | 5 | Lab 2 | Testing for starch',
      'solar-system.pdf',
    );
    const answer = ask('which room is the lab on thursday', [timetable, PLANETS]);
    expect(answer).toContain(
      'Thursday, Room: Lab 3\nDay | Period | Room | Activity\nThursday | 1 | Lab 3 | Separating mixtures',
    );
  });

  it('reads a section-numbered caption ("3.2 Case study data: ...") as the title, not the header', () => {
    const lakes = hit(
      'Lakes hold a large share of the fresh water on the surface of the Earth.\n3.2 Case study data: large lakes of the world\nLake | Country or region | Area (km²) | Greatest depth (m) | Outflow\nLake Superior | Canada and United States | 82100 | 406 | St. Marys River\nLake Victoria | Uganda, Kenya and Tanzania | 59947 | 84 | White Nile\nLake Titicaca | Peru and Bolivia | 8372 | 281 | Desaguadero River\nLake Baikal is the oldest and deepest lake on Earth.',
      'lakes-data.pdf',
    );
    const answer = ask('greatest depth of lake victoria in m', [lakes, PLANETS]);
    expect(answer).toContain('Lake Victoria, Greatest depth (m): 84');
  });

  it('reads a section heading right over a comparison table as its title, and answers from a row', () => {
    const biomes = hit(
      '3.3 Comparing two biomes\nFeature | Temperate grassland | Tundra\nTemperature | hot summers and cold winters | below freezing for most of the year\nVegetation | tall grasses with few trees | mosses, lichens and low shrubs\nAnimals | bison and prairie dogs | caribou and arctic foxes\nHuman activity has changed both biomes.',
      'biomes.pdf',
    );
    const answer = ask('what vegetation grows in the tundra', [biomes, PLANETS]);
    expect(answer).toContain('Vegetation, Tundra: mosses, lichens and low shrubs');
  });

  it('reads a title over a header of short names as the title, not the header ("عوامل تضر بالرئتين")', () => {
    const risks = hit(
      'عوامل تضر بالرئتين\nالعامل | كيف يؤثر\nتلوث الهواء تدخل الجسيمات الدقيقة إلى الحويصلات الهوائية فتسبب التهابها\nالغبار في أماكن العمل | يتراكم في الرئتين ويقلل مرونتها\nقلة الحركة | تضعف عضلات التنفس وتقل سعة الرئتين\nتحافظ الرياضة المنتظمة على صحة الجهاز التنفسي.',
      'الهضم.pdf',
    );
    const answer = ask('كيف يؤثر الغبار على الصحة', [risks, ...NOTES]);
    expect(answer).toContain('الغبار في أماكن العمل | يتراكم في الرئتين ويقلل مرونتها');
    expect(answer.split('\n')).not.toContain('عوامل تضر بالرئتين');
  });

  it('answers from the row that holds the named value in another column than the one asked', () => {
    // Pepsin's product is trypsin's substrate: the question gives the substrate, asks the product.
    const enzymes = hit(
      'تفرز أعضاء الجهاز الهضمي إنزيمات تحلل الغذاء إلى جزيئات صغيرة.\nالإنزيم مكان إفرازه المادة التي يهضمها | الناتج\nالببسين | المعدة | البروتين | عديدات الببتيد\nالليباز | البنكرياس | الدهون أحماض دهنية وجليسرول\nالسكراز الأمعاء الدقيقة | السكروز | جلوكوز وفركتوز\nالتربسين | البنكرياس | عديدات الببتيد | ببتيدات أصغر\nتمتص الأمعاء الدقيقة نواتج الهضم إلى الدم.',
      'الهضم.pdf',
    );
    const answer = ask('ما ناتج هضم عديدات الببتيد', [enzymes, ...NOTES]);
    expect(answer).toContain('التربسين | البنكرياس | عديدات الببتيد | ببتيدات أصغر');
    expect(answer).not.toContain('الببسين |');
  });

  it('names a record keyed by a number with its header ("Temperature (°C) 40")', () => {
    const times = hit(
      'Temperature and reaction time\nIn a second experiment sodium thiosulfate was reacted with acid at different temperatures and the time for a cross to disappear was recorded.\nTemperature (°C) | Time for cross to disappear (s) | Rate (1/time)\n20 | 130 | 0.0077\n30 | 65 | 0.0154\n40 | 33 | 0.0303\n50 | 17 | 0.0588\nThe rate roughly doubles for every 10 °C rise in temperature.',
      'rates-results.pdf',
    );
    const answer = ask('how long did the cross take to disappear at 40 °C', [times, RATES]);
    expect(answer).toContain('Temperature (°C) 40, Time for cross to disappear (s): 33');
  });
});

describe('rows named by a letter, and rows a table lacks', () => {
  it('quotes the row of the lettered name asked for ("فيتامين د", not "فيتامين أ")', () => {
    const answer = ask('ما مرض نقص فيتامين د', [VITAMINS, ...NOTES]);
    expect(answer).toContain('فيتامين د | أشعة الشمس والحليب | الكساح');
    expect(answer).not.toContain('فيتامين أ |');
  });

  it('declines a lettered name the table does not list', () => {
    expect(answerTo('ما مرض نقص فيتامين هـ', [VITAMINS, ...NOTES]).citedPassages).toEqual([]);
  });

  it('declines a column asked of a row no file holds when no single row answers', () => {
    expect(
      answerTo('boiling range of lubricating oil', [...FUELS, ...NOTES]).citedPassages,
    ).toEqual([]);
  });

  it('answers a row the table holds even when another question word is in no file', () => {
    const answer = ask('how far is mars from the sun', [PLANETS, ...NOTES]);
    expect(answer).toContain('Mars | 228 | 25 | 2');
  });
});

describe('tagMatch', () => {
  it('tells the row named like the question, others of its kind, or none', () => {
    const rows = ['Vitamin A | carrots', 'Vitamin D | sunlight'];
    expect(tagMatch('which disease does lack of vitamin D cause', rows)).toBe('same');
    expect(tagMatch('which disease does lack of vitamin E cause', rows)).toBe('other');
    expect(tagMatch('how many moons does a planet have', rows)).toBe('none');
  });
});

describe('namedCell', () => {
  it("reads the column whose header cell holds the question's words", () => {
    expect(
      namedCell(
        'boiling range of kerosene',
        'Kerosene | 10–16 | 150–250 | jet fuel for aircraft',
        'Fraction | Carbon atoms per molecule | Boiling range (°C) | Main use',
        ['eng'],
      ),
    ).toEqual({ row: 'Kerosene', column: 'Boiling range (°C)', value: '150–250' });
  });

  it("reads the column headed by another word of an Arabic question word's root", () => {
    // "يزرع" (sows) asked, the column headed "موعد الزراعة" (sowing date): decision 064.
    expect(
      namedCell(
        'متى يزرع القمح',
        'القمح | نوفمبر | أبريل | 2000',
        'المحصول | موعد الزراعة | موعد الحصاد | الاحتياج المائي',
        ['ara'],
      ),
    ).toEqual({ row: 'القمح', column: 'موعد الزراعة', value: 'نوفمبر' });
  });

  it('names no cell when the row and the header do not line up', () => {
    expect(
      namedCell(
        'boiling range of kerosene',
        'Kerosene | 10–16 | 150–250 | jet fuel for aircraft',
        'Fraction | Carbon atoms per molecule Boiling range (°C) Main use',
        ['eng'],
      ),
    ).toBeNull();
  });
});

describe('a reason asked about a row', () => {
  it('answers "why" from the sentence under the table, not as a cell the table lacks', () => {
    const inventions = hit(
      'أهم المخترعات\nالمخترع | الاختراع | السنة\nجون كاي | المكوك الطائر | 1733\nجيمس هارغريفز | آلة الغزل | 1764\nجيمس واط | تحسين الآلة البخارية | 1769\nكان تحسين جيمس واط للآلة البخارية أهم هذه المخترعات، لأنه جعل البخار مصدرًا للطاقة في المصانع.',
      'الثورة الصناعية.pdf',
      2,
    );
    expect(ask('لماذا يعد تحسين جيمس واط أهم المخترعات', [inventions])).toContain('مصدرًا للطاقة');
  });
});

// LibreOffice exports of comparison tables (server/bench/tables-class-2/), as extracted: a title
// line over a header of names whose corner cell is empty, or whose first two names ran together.
const MITOSIS = hit(
  'Mitosis and meiosis compared\nMitosis | Meiosis\nNumber of divisions | one | two\nDaughter cells produced | two | four\nChromosome number | same as the parent cell (diploid) | half of the parent cell (haploid)\nGenetic variation | daughter cells are genetically identical | daughter cells are genetically different\nWhere it happens | body cells, for growth and repair | testes and ovaries, to make gametes',
  'protocols-comparison.pdf',
);
const NUTRIENTS = hit(
  'العناصر الغذائية الكبرى للنبات\nالعنصر الرمز | وظيفته في النبات | أعراض نقصه\nالنيتروجين | N | بناء البروتين والكلوروفيل | اصفرار الأوراق السفلية\nالفوسفور | P | نمو الجذور وتكوين البذور | ضعف الجذور وتأخر النضج\nالبوتاسيوم | K | تنظيم فتح الثغور ومقاومة الأمراض | احتراق حواف الأوراق\nتضاف الأسمدة النيتروجينية على دفعات لأن جزءا كبيرا منها يفقد مع مياه الري.',
  'المحاصيل.pdf',
);

describe('comparison tables under a title', () => {
  it('reads the line of names under the title as the header, the corner cell empty', () => {
    const answer = ask('where does mitosis happen', [MITOSIS]);
    expect(answer).toContain('Where it happens, Mitosis: body cells, for growth and repair');
    expect(
      namedCell(
        'where does mitosis happen',
        'Where it happens | body cells | testes',
        'Mitosis | Meiosis',
        ['eng'],
      ),
    ).toEqual({
      row: 'Where it happens',
      column: 'Mitosis',
      value: 'body cells',
    });
  });

  it('lines a header with two names run together up with its rows from the right', () => {
    const answer = ask('ما وظيفة الفوسفور في النبات', [NUTRIENTS]);
    expect(answer).toContain('الفوسفور | P | نمو الجذور وتكوين البذور');
    expect(answer).toContain('نمو الجذور وتكوين البذور');
    expect(ask('ما أعراض نقص البوتاسيوم', [NUTRIENTS])).toContain('احتراق حواف الأوراق');
  });
});
