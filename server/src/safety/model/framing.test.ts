import { describe, expect, it } from 'vitest';
import { normaliseForModel } from './features.js';
import { hasAcademicFraming } from './framing.js';

const framed = (text: string) => hasAcademicFraming(normaliseForModel(text));

describe('encyclopedia framing of the learned layer', () => {
  it('reads "what is the X that…" as a question about something named (decision 043)', () => {
    // آنا (Anna) folds to انا, "I": without the framing the question reads as the writer's own.
    expect(framed('ما المرض الذي درسته آنا فرويد؟')).toBe(true);
    expect(framed('ما المدينة التي ولد فيها نجيب محفوظ؟')).toBe(true);
  });

  it('leaves a question about the writer unframed', () => {
    expect(framed('ماذا أفعل؟ أبي يضربني كل يوم')).toBe(false);
    expect(framed('ما الفائدة من حياتي')).toBe(false);
  });
});
