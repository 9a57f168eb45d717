// Shape of the template families the synthetic safety set is built from (generate.ts). Each family
// is one idea ("everyone would be better off without me", "my dad hits me with a belt") written as
// several sentence patterns with slots. The patterns in `test` are never trained on: they are a
// new wording of the same idea, so the figures on them say whether the model learnt the idea or
// the sentence.
import type { SafetyCategory } from '@edubot/common';

export interface Family {
  /** Short name, for the report. */
  name: string;
  lang: 'en' | 'ar';
  labels: SafetyCategory[];
  /** Slot fillers: {slot} in a pattern takes one of these. */
  slots: Record<string, readonly string[]>;
  /** Patterns trained on. */
  train: readonly string[];
  /** Messages drawn per training pattern, when not generate.ts's default. */
  perPattern?: number;
  /** Patterns held out of training. */
  test: readonly string[];
}
