// Built-in Arabic-English school vocabulary: DNA, protein synthesis and inheritance as Grade 9-11
// biology lessons name them (line format: school-vocabulary.ts). Written for EduBot by hand.
// "ترجمة" is also the translating of books (vocabulary-humanities.ts): which sense a question
// means is left to the bot's own files (the translator keeps a word's held translations).
export const GENETICS = `
بناء البروتين/تصنيع البروتين/تخليق البروتين = protein synthesis
نسخ/النسخ = transcription
ترجمة/الترجمة = translation
حمض نووي رسول/الحمض النووي الرسول/الرنا الرسول = mrna/messenger rna
حمض نووي ناقل/الحمض النووي الناقل/الرنا الناقل = trna/transfer rna
حمض نووي ريبوزي/الحمض النووي الريبوزي/رنا = rna
حمض أميني/أحماض أمينية/الأحماض الأمينية = amino acid/amino acids
شفرة/شيفرة/الشفرة الوراثية = code/genetic code
كودون/رامزة = codon/codons
تسلسل/تتابع = sequence
قاعدة نيتروجينية/قواعد نيتروجينية = base/bases/nitrogenous bases
لولب مزدوج/حلزون مزدوج = double helix
تضاعف/تضاعف الحمض النووي = replication/dna replication
صبغي/صبغيات = chromosome/chromosomes
معلومات وراثية/المعلومات الوراثية = genetic information
وراثة/الوراثة = inheritance/heredity/genetics
صفة/صفات = trait/traits/characteristic/characteristics
سائد/سائدة = dominant
متنح/متنحية = recessive
أليل/أليلات = allele/alleles
طراز جيني/تركيب جيني = genotype
طراز شكلي/مظهر خارجي = phenotype
إشعاع = radiation
مطفر/مطفرات = mutagen/mutagens
ضار/ضارة = harmful
`;
