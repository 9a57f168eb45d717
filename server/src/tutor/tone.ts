// The bot's tone (instructions.tone, issue 10 §6): how the tutor frames an answer, not what it
// says. The answer itself stays the teacher's sentences with their citations; the tone picks the
// line before it and the line after it, in the student's language. A model gets the tone as a
// rule of its system prompt instead (providers/prompt.ts) and writes the framing itself.
//   friendly     the tutor's usual plain answer (the default; no extra lines);
//   encouraging  a warm opening and a closing that invites the student to keep practising;
//   formal       a short, impersonal opening ("According to the study materials:"), no closing.
import type { BotTone } from '@edubot/common';
import type { QuestionLanguage } from './question-language.js';

interface Framing {
  opening: string;
  closing: string;
}

const FRAMING: Record<BotTone, Partial<Record<QuestionLanguage, Framing>>> = {
  friendly: {},
  encouraging: {
    en: {
      opening: "Good thinking! Let's look at what your teacher's files say:",
      closing: "You're doing well. Keep going, and ask me anything else you want to practise!",
    },
    ar: {
      opening: 'تفكير جميل! لنرَ ماذا تقول ملفات معلمك:',
      closing: 'أنت تتقدّم بشكل رائع. واصل، واسألني عن أي شيء آخر تريد التدرّب عليه!',
    },
  },
  formal: {
    en: { opening: 'According to the study materials:', closing: '' },
    ar: { opening: 'وفقًا للمواد الدراسية:', closing: '' },
  },
};

/** The answer with the tone's opening and closing lines (unchanged when the tone adds none). */
export function frameAnswer(text: string, tone: BotTone, language: QuestionLanguage): string {
  const framing = FRAMING[tone][language];
  if (!framing) return text;
  return [framing.opening, text, framing.closing].filter(Boolean).join('\n\n');
}

/** The rule a language model is given for the tone (written in English, like the rest of the prompt). */
export function toneRule(tone: BotTone): string {
  switch (tone) {
    case 'encouraging':
      return '- Tone: warm and encouraging. Open with one short line that praises the student for asking, and end with one short line inviting them to keep practising. Never praise a wrong idea.';
    case 'formal':
      return '- Tone: formal and concise. No greeting, no praise, no exclamation marks, no emoji; state the answer plainly.';
    case 'friendly':
      return '- Tone: friendly and plain, like a kind tutor talking to a student; simple words.';
  }
}
