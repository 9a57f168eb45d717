// A diagram's labels as text a student's question can find and the tutor can quote: one
// sentence naming the diagram (its title, else its file name) and the labels drawn on it, then
// its description and any longer text boxes. Alone on their lines, labels ("ATP Synthase") read
// as headings, which the tutor never quotes.
import type { SvgLabel } from '../stages/svg-parse.js';
import { isArabicDominant } from '../stages/arabic-order.js';

/** Text boxes longer than this are sentences of their own, not labels. */
const MAX_LABEL_CHARS = 60;

function asSentence(text: string): string {
  return /[.!?؟。]$/u.test(text) ? text : `${text}.`;
}

function fileStem(fileName: string | undefined): string | null {
  if (!fileName) return null;
  const base = fileName.split('/').pop()!;
  return base.replace(/\.svg$/i, '');
}

export function diagramText(fileName: string | undefined, entries: readonly SvgLabel[]): string {
  const title = entries.find((e) => e.kind === 'title')?.text ?? fileStem(fileName);
  const base = fileName?.split('/').pop();
  const named =
    title && base && title !== fileStem(fileName) ? `${title} (${base})` : (title ?? base);
  const short = [
    ...new Set(
      entries
        .filter((e) => e.kind === 'label' && e.text.length <= MAX_LABEL_CHARS)
        .map((e) => e.text),
    ),
  ];
  const long = entries.filter((e) => e.kind === 'label' && e.text.length > MAX_LABEL_CHARS);
  const descriptions = entries.filter((e) => e.kind === 'desc');
  const arabic = isArabicDominant([named ?? '', ...short].join(' '));
  const lines: string[] = [];
  if (short.length > 0) {
    lines.push(
      arabic
        ? `رسم توضيحي${named ? `: ${named}` : ''}، عليه: ${short.join('، ')}.`
        : `Diagram${named ? `: ${named}` : ''}, labelled: ${short.join(', ')}.`,
    );
  } else if (named && (descriptions.length > 0 || long.length > 0)) {
    lines.push(asSentence(arabic ? `رسم توضيحي: ${named}` : `Diagram: ${named}`));
  }
  for (const entry of [...descriptions, ...long]) lines.push(asSentence(entry.text));
  return lines.join('\n\n');
}
