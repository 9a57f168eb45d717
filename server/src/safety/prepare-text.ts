// The text both safety layers read: folded as search folds it, phone apostrophes straightened, and
// school subjects, idioms and everyday uses blanked ("killed it on the test", "my phone is dying",
// التكاثر الجنسي، اموت من الضحك), so neither the rules (check-message.ts) nor the learned layer
// (model/) reads them as a disclosure.
import { foldText } from '@edubot/common';
import { EVERYDAY_USES } from './everyday-uses.js';
import { ACADEMIC, NOT_MEANT } from './safety-rules.js';

/** Curly quotes and apostrophes typed on phones, straightened so "don’t" matches "don't". */
const CURLY = /[\u2018\u2019\u201B\u2032]/g;
const SPACES = /\s+/g;

export function prepareForRules(text: string): string {
  let folded = foldText(text).replace(CURLY, "'").replace(SPACES, ' ');
  for (const phrase of [...ACADEMIC, ...EVERYDAY_USES, ...NOT_MEANT])
    folded = folded.replace(phrase, ' ');
  return folded;
}
