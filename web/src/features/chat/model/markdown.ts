// A deliberately small Markdown reader for bot answers: paragraphs, line breaks, headings,
// bullet and numbered lists, fenced and inline code, bold, italic and http(s) links.
// It produces plain data that React renders as text, so raw HTML in an answer is never
// interpreted, images are never loaded and only http(s) links become links.

export type Inline =
  | { kind: 'text'; text: string }
  | { kind: 'strong'; children: Inline[] }
  | { kind: 'em'; children: Inline[] }
  | { kind: 'code'; text: string }
  | { kind: 'link'; href: string; host: string; children: Inline[] }
  | { kind: 'br' };

export type Block =
  | { kind: 'paragraph'; children: Inline[] }
  | { kind: 'heading'; level: 1 | 2 | 3; children: Inline[] }
  | { kind: 'list'; ordered: boolean; start: number; items: Inline[][] }
  | { kind: 'code'; text: string };

const FENCE = /^\s*(```|~~~)/;
const BULLET = /^\s*[-*+•]\s+(.*)$/;
const NUMBERED = /^\s*(\d{1,4})[.)]\s+(.*)$/;
const HEADING = /^\s{0,3}(#{1,6})\s+(.*?)\s*#*\s*$/;

export function safeHref(href: string): string | null {
  const url = href.trim();
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.href : null;
  } catch {
    return null;
  }
}

/** Where a link leads, shown next to it: quoted material may name a link anything (issue 8). */
function hostOf(href: string): string {
  return new URL(href).host;
}

/** Inline markup. Unmatched markers stay as literal text. */
export function parseInline(src: string): Inline[] {
  const out: Inline[] = [];
  let text = '';
  const flush = () => {
    if (text) out.push({ kind: 'text', text });
    text = '';
  };
  let i = 0;
  while (i < src.length) {
    const rest = src.slice(i);
    if (rest[0] === '\n') {
      flush();
      out.push({ kind: 'br' });
      i += 1;
      continue;
    }
    if (rest[0] === '`') {
      const end = src.indexOf('`', i + 1);
      if (end > i + 1) {
        flush();
        out.push({ kind: 'code', text: src.slice(i + 1, end) });
        i = end + 1;
        continue;
      }
    }
    const strong = /^(\*\*|__)(?=\S)([\s\S]*?\S)\1/.exec(rest);
    if (strong) {
      flush();
      out.push({ kind: 'strong', children: parseInline(strong[2]!) });
      i += strong[0].length;
      continue;
    }
    const em = /^([*_])(?=\S)([\s\S]*?\S)\1(?![*_])/.exec(rest);
    // An underscore inside a word (snake_case) is not emphasis.
    if (em && !(em[1] === '_' && /\w/.test(src[i - 1] ?? ''))) {
      flush();
      out.push({ kind: 'em', children: parseInline(em[2]!) });
      i += em[0].length;
      continue;
    }
    const image = /^!\[([^\]]*)\]\(([^)\s]*)(?:\s+"[^"]*")?\)/.exec(rest);
    if (image) {
      // Images are never fetched; the alt text stands in.
      flush();
      if (image[1]) out.push({ kind: 'text', text: image[1] });
      i += image[0].length;
      continue;
    }
    const link = /^\[([^\]]+)\]\(([^)\s]+)(?:\s+"[^"]*")?\)/.exec(rest);
    if (link) {
      flush();
      const href = safeHref(link[2]!);
      const children = parseInline(link[1]!);
      if (href) out.push({ kind: 'link', href, host: hostOf(href), children });
      else out.push(...children);
      i += link[0].length;
      continue;
    }
    const bare = /^https?:\/\/[^\s<>()]+[^\s<>().,;:!?'"]/.exec(rest);
    if (bare && !/\w/.test(src[i - 1] ?? '')) {
      const href = safeHref(bare[0]);
      if (href) {
        flush();
        out.push({ kind: 'link', href, host: hostOf(href), children: [{ kind: 'text', text: bare[0] }] });
        i += bare[0].length;
        continue;
      }
    }
    text += rest[0];
    i += 1;
  }
  flush();
  return out;
}

export function parseMarkdown(source: string): Block[] {
  const lines = source.replace(/\r\n?/g, '\n').split('\n');
  const blocks: Block[] = [];
  let paragraph: string[] = [];
  const flushParagraph = () => {
    if (paragraph.length) blocks.push({ kind: 'paragraph', children: parseInline(paragraph.join('\n')) });
    paragraph = [];
  };

  let i = 0;
  while (i < lines.length) {
    const line = lines[i]!;
    if (FENCE.test(line)) {
      flushParagraph();
      const marker = FENCE.exec(line)![1]!;
      const body: string[] = [];
      i += 1;
      while (i < lines.length && !lines[i]!.trim().startsWith(marker)) {
        body.push(lines[i]!);
        i += 1;
      }
      blocks.push({ kind: 'code', text: body.join('\n') });
      i += 1;
      continue;
    }
    if (!line.trim()) {
      flushParagraph();
      i += 1;
      continue;
    }
    const heading = HEADING.exec(line);
    if (heading) {
      flushParagraph();
      const level = Math.min(3, heading[1]!.length) as 1 | 2 | 3;
      blocks.push({ kind: 'heading', level, children: parseInline(heading[2]!) });
      i += 1;
      continue;
    }
    const bullet = BULLET.exec(line);
    const numbered = NUMBERED.exec(line);
    if (bullet || numbered) {
      flushParagraph();
      const ordered = !bullet;
      const start = numbered ? Number(numbered[1]) : 1;
      const items: string[] = [];
      while (i < lines.length) {
        const l = lines[i]!;
        const m = ordered ? NUMBERED.exec(l) : BULLET.exec(l);
        if (m) {
          items.push((ordered ? m[2] : m[1]) ?? '');
        } else if (l.trim() && /^\s{2,}/.test(l) && items.length) {
          // An indented line continues the previous item.
          items[items.length - 1] += `\n${l.trim()}`;
        } else break;
        i += 1;
      }
      blocks.push({ kind: 'list', ordered, start, items: items.map(parseInline) });
      continue;
    }
    paragraph.push(line);
    i += 1;
  }
  flushParagraph();
  return blocks;
}
