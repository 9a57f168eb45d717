// Cheap tests that let a safety rule be skipped on a message it cannot match (decision 087). The
// rules are many regexes run on every student message; most of them need a word the message does
// not hold, or letters of a script it is not written in. Each gate is derived at load time from
// the rule's pattern (required-literals.ts) and only ever says "cannot match": when it lets a rule
// through, the rule runs exactly as before, so no verdict changes.
import { requiredLiterals } from './required-literals.js';
import { SENTENCE_STOP, conceptHolds, type ConceptRule, type SafetyRule } from './rule-helpers.js';
/** Letters of the Arabic blocks, and Latin letters: the same tests read rule literals and messages. */
const ARABIC_CHAR = /[\u0600-\u06FF\u0750-\u077F\u08A0-\u08FF\uFB50-\uFDFF\uFE70-\uFEFF]/u;
const LATIN_CHAR = /[A-Za-z]/;
/** Beyond this many literals the look-ups cost about what the regex does; the script test still applies. */
const MAX_LITERALS = 48;

/** A message as the gated rules read it: the prepared text, its scripts, its sentences (split once). */
export class GatedMessage {
  readonly hasArabic: boolean;
  readonly hasLatin: boolean;
  private split?: string[];

  constructor(readonly text: string) {
    this.hasArabic = ARABIC_CHAR.test(text);
    this.hasLatin = LATIN_CHAR.test(text);
  }

  get sentences(): string[] {
    return (this.split ??= this.text.split(SENTENCE_STOP));
  }
}

/** A regex with the gates that may skip it. */
interface GatedPattern {
  readonly re: RegExp;
  readonly needsArabic: boolean;
  readonly needsLatin: boolean;
  /** Some literal of this list is in every match; undefined when none is known or the list is long. */
  readonly literals?: readonly string[];
}

function gatePattern(re: RegExp): GatedPattern {
  const literals = requiredLiterals(re);
  const every = (test: RegExp) => !!literals?.length && literals.every((l) => test.test(l));
  return {
    re,
    needsArabic: every(ARABIC_CHAR),
    needsLatin: every(LATIN_CHAR),
    literals: literals && literals.length <= MAX_LITERALS ? literals : undefined,
  };
}

/** False only when the pattern cannot match the message: a script or every required literal is missing. */
function mayMatch(p: GatedPattern, message: GatedMessage): boolean {
  if (p.needsArabic && !message.hasArabic) return false;
  if (p.needsLatin && !message.hasLatin) return false;
  return !p.literals || p.literals.some((l) => message.text.includes(l));
}

/** A rule ready to run on gated messages; its verdict is ruleMatches' verdict on the same text. */
export type GatedRule = (message: GatedMessage) => boolean;

/** Patterns that keep state between calls (g, y): skipping one would change what the next call sees. */
const stateful = (rule: ConceptRule) =>
  [...rule.all, ...(rule.any ?? []), ...(rule.none ?? [])].some((p) => p.global || p.sticky);

function gateConcept(rule: ConceptRule): GatedRule {
  const all = rule.all.map(gatePattern);
  const any = rule.any?.map(gatePattern);
  const holds = (text: string) => conceptHolds(rule, text);
  if (stateful(rule))
    return (message) => (rule.sentence ? message.sentences.some(holds) : holds(message.text));
  return (message) => {
    // A sentence is a piece of the message: what the whole message lacks, each sentence lacks too.
    if (!all.every((p) => mayMatch(p, message))) return false;
    if (any && !any.some((p) => mayMatch(p, message))) return false;
    return rule.sentence ? message.sentences.some(holds) : holds(message.text);
  };
}

export function gateRule(rule: SafetyRule): GatedRule {
  if (!(rule instanceof RegExp)) return gateConcept(rule);
  const pattern = gatePattern(rule);
  return (message) => mayMatch(pattern, message) && rule.test(message.text);
}
