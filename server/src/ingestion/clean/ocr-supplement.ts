// A page with a good text layer and a picture (a slide with a photo, a labelled figure) keeps its
// text layer: OCR misreads what the layer has exactly (Greek letters, formulas, Arabic marks).
// What OCR adds is the text inside the picture: its lines that the layer does not already hold,
// minus debris (lines of broken fragments read from drawings).
import { foldText } from '@edubot/common';

/** An OCR line is already in the layer when this share of its words are. */
const COVERED_SHARE = 0.6;
/** Debris: fewer real words (2+ letters) than this share of the line's tokens. */
const MIN_WORD_SHARE = 0.6;

/** Words of two letters or more: a stray letter read from a drawing says nothing. */
function words(text: string): string[] {
  return (text.match(/[\p{L}\p{M}]+/gu) ?? []).filter((w) => w.length >= 2).map(foldText);
}

function isDebris(line: string): boolean {
  const tokens = line.split(/\s+/).filter(Boolean);
  const real = tokens.filter((t) => /[\p{L}][\p{L}\p{M}]+/u.test(t));
  const long = real.filter((t) => (t.match(/\p{L}/gu) ?? []).length >= 3);
  return long.length < 2 || real.length < tokens.length * MIN_WORD_SHARE;
}

/** The layer text, then the picture's lines that OCR read and the layer lacks. */
export function supplementLayerWithOcr(layerText: string, ocrText: string): string {
  const known = new Set(words(layerText));
  const extra = ocrText.split('\n').filter((line) => {
    const lineWords = words(line);
    if (lineWords.length === 0 || isDebris(line)) return false;
    const covered = lineWords.filter((w) => known.has(w)).length;
    return covered < lineWords.length * COVERED_SHARE;
  });
  return extra.length > 0 ? `${layerText}\n\n${extra.join('\n')}` : layerText;
}
