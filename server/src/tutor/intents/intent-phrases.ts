// Every fixed sentence of the study-request replies, in English and Arabic. Placeholders in
// braces are filled by fill().
import type { IntentLanguage } from './intent.js';

const EN = {
  hello: "Hello! I am the tutor of **{bot}**. I answer from your teacher's study files only.",
  welcome: "You're welcome! Good luck with your studies.",
  canHelp:
    "I answer from your teacher's study files for **{bot}**, and I cite the page each answer comes from.",
  covers: 'The files cover:',
  noFilesYet:
    'Your teacher has not added any readable study files to this bot yet, so I cannot answer from them yet.',
  tryAsking:
    'Ask me a question, or try: "summarize page 1", "quiz me on {topic}" or "explain {topic}".',
  filesTitle: 'Study files of **{bot}**:',
  pages: '{n} pages',
  filesCount: '{n} files',
  page1: '1 page',
  failed: 'could not be read: {error}',
  processing: 'still being processed',
  members: 'contains',
  topics: 'topics',
  summaryOfPage: '**Summary of page {page} of {file}**',
  summaryOfFile: '**Summary of {file}**',
  summaryOfTopic: '**Summary: {topic}**',
  noSuchPage: '{file} has no page {page}: it has {pages}.',
  noSuchPageAny: "None of this bot's files has a page {page}. The files are:",
  whichFile: 'Which file do you mean? This bot has:',
  notFound: 'I could not find a file called "{name}". This bot has:',
  nothingToSummarize:
    'Page {page} of {file} has no text I can summarize (it may be a picture or a formula only).',
  quizTitle:
    '**Quiz: {topic}** ({n} questions from the study materials; the answers are at the end)',
  quizTitleOne: '**Quiz: {topic}** (1 question from the study materials; the answer is at the end)',
  fillBlank: 'Fill in the blank:',
  whatIsMeant: 'What is meant by "{term}"?',
  answers: '**Answers**',
  quizTooFew:
    'You asked for {asked} questions; the materials on this topic (and the rest of their files) give only {n}.',
  quizNoMore:
    'I have no more questions on "{topic}": the materials gave {n}, and you have had them all. Ask me for a quiz on another topic.',
  more: '(more)',
  explainNoMore: 'The study files say no more about "{term}" than this:',
  theMaterials: 'the study materials',
  topicNotFound: 'I could not find "{topic}" in your teacher\'s study files.',
  askAbout: 'They cover: {topics}.',
};

const AR: typeof EN = {
  hello: 'أهلًا بك! أنا المساعد الدراسي لـ **{bot}**، وأجيب من ملفات معلمك الدراسية فقط.',
  welcome: 'على الرحب والسعة! بالتوفيق في دراستك.',
  canHelp: 'أجيب من ملفات معلمك الدراسية في **{bot}**، وأذكر الصفحة التي جاءت منها كل إجابة.',
  covers: 'تغطي الملفات:',
  noFilesYet:
    'لم يُضف معلمك بعدُ ملفات دراسية مقروءة إلى هذا البوت، لذلك لا أستطيع الإجابة منها الآن.',
  tryAsking: 'اسألني سؤالًا، أو جرّب: "لخص الصفحة 1" أو "اختبرني في {topic}" أو "اشرح {topic}".',
  filesTitle: 'الملفات الدراسية في **{bot}**:',
  pages: '{n} صفحات',
  filesCount: '{n} ملفات',
  page1: 'صفحة واحدة',
  failed: 'تعذّرت قراءته: {error}',
  processing: 'ما زال قيد المعالجة',
  members: 'يحتوي على',
  topics: 'المواضيع',
  summaryOfPage: '**ملخص الصفحة {page} من {file}**',
  summaryOfFile: '**ملخص {file}**',
  summaryOfTopic: '**ملخص: {topic}**',
  noSuchPage: 'لا توجد صفحة {page} في {file}: عدد صفحاته {pages}.',
  noSuchPageAny: 'لا يوجد في ملفات هذا البوت صفحة رقم {page}. الملفات هي:',
  whichFile: 'أي ملف تقصد؟ في هذا البوت:',
  notFound: 'لم أجد ملفًا باسم "{name}". في هذا البوت:',
  nothingToSummarize:
    'لا تحتوي الصفحة {page} من {file} على نص أستطيع تلخيصه (قد تكون صورة أو معادلة فقط).',
  quizTitle: '**اختبار: {topic}** ({n} أسئلة من المواد الدراسية، والإجابات في النهاية)',
  quizTitleOne: '**اختبار: {topic}** (سؤال واحد من المواد الدراسية، والإجابة في النهاية)',
  fillBlank: 'املأ الفراغ:',
  whatIsMeant: 'ما المقصود بـ "{term}"؟',
  answers: '**الإجابات**',
  quizTooFew:
    'طلبت {asked} من الأسئلة، لكن المواد حول هذا الموضوع (وبقية ملفاتها) لا تكفي إلا لـ {n} فقط.',
  quizNoMore:
    'لم يبقَ عندي أسئلة أخرى عن "{topic}": أعطتني المواد {n} أسئلة وقد أخذتها كلها. اطلب اختبارًا في موضوع آخر.',
  more: '(المزيد)',
  explainNoMore: 'لا تقول الملفات الدراسية عن "{term}" أكثر من هذا:',
  theMaterials: 'المواد الدراسية',
  topicNotFound: 'لم أجد "{topic}" في ملفات معلمك الدراسية.',
  askAbout: 'تغطي الملفات: {topics}.',
};

export type PhraseKey = keyof typeof EN;

export function phrase(
  language: IntentLanguage,
  key: PhraseKey,
  values: Record<string, string | number> = {},
): string {
  const template = (language === 'ar' ? AR : EN)[key];
  return template.replace(/\{(\w+)\}/gu, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}
