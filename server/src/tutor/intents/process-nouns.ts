// "كيف يمتص الغذاء", "ليش الدم بيتخثر": a student asks how something happens with the verb, and
// notes name the process with its verbal noun ("الامتصاص هو ...", "التخثر هو ..."). An
// explanation is found by the noun, so a verb whose noun the bot's files hold is read as that
// noun, even when the files also use the verb in some other sentence.
import type { IntentContext } from './intent-reply.js';
import { arabicWordShapes } from '../colloquial/arabic-word-shapes.js';
import { foldWord } from './request-words.js';

/** A present verb: a person prefix (ي ت ن), after the spoken ب ("بيتخثر") if any. */
const PRESENT = /^(?:ب)?[يتن]\p{L}{2,}$/u;

/**
 * Verbal nouns of measures VII and VIII from their past ("انتقل" -> "انتقال", "امتص" ->
 * "امتصاص"): the shapes of a present verb give the past, not these nouns.
 */
function derivedMeasureNouns(past: string): string[] {
  if (!/^ا\p{L}{3,4}$/u.test(past)) return [];
  const last = past.at(-1)!;
  // A doubled root is written with its last letter once: "امتص" of م-ص-ص.
  return past.length === 4 ? [`${past}ا${last}`] : [`${past.slice(0, -1)}ا${last}`];
}

/** The noun forms, most likely first, that a present verb's process may be named by. */
export function processNounsOf(word: string): string[] {
  const folded = foldWord(word);
  if (!PRESENT.test(folded)) return [];
  const shapes = arabicWordShapes(folded);
  const nouns = shapes.flatMap(derivedMeasureNouns);
  // The other shapes that are no present verb themselves ("تخثر" of "يتخثر", "هضم" of "يهضم").
  for (const s of shapes) if (!/^[يتن]/u.test(s) && !/^ا/u.test(s) && s.length >= 3) nouns.push(s);
  return [...new Set(nouns)];
}

/**
 * The subject with each present verb replaced by the first of its process nouns that the bot's
 * files hold; unchanged when the search index cannot count words or none is held.
 */
export async function withProcessNouns(ctx: IntentContext, subject: string): Promise<string> {
  const termStats = ctx.search.termStats?.bind(ctx.search);
  if (!termStats) return subject;
  const words = subject.split(/\s+/u).filter(Boolean);
  const out: string[] = [];
  for (const word of words) {
    const nouns = processNounsOf(word);
    let chosen = word;
    for (const noun of nouns) {
      const stats = await termStats(ctx.botId, noun, ctx.languages);
      if ((stats.terms[0]?.df ?? 0) > 0) {
        chosen = noun;
        break;
      }
    }
    out.push(chosen);
  }
  return out.join(' ');
}
