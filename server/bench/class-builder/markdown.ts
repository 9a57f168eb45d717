// Reads the class's lesson sources: a small Markdown subset written by us. `<!-- page -->`
// starts a new page (or slide), `#`/`##` are headings, `- ` is a bullet, `| a | b |` lines form
// a table (the first row is its header), every other line is a paragraph.
export type Block =
  { type: 'h1' | 'h2' | 'p' | 'bullet'; text: string } | { type: 'table'; rows: string[][] };

export type SourcePage = Block[];

const PAGE_BREAK = '<!-- page -->';

function tableRow(line: string): string[] {
  return line
    .trim()
    .replace(/^\||\|$/gu, '')
    .split('|')
    .map((cell) => cell.trim());
}

function parsePage(text: string): SourcePage {
  const blocks: Block[] = [];
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (!line) continue;
    if (line.startsWith('|') && line.endsWith('|')) {
      if (/^\|[\s|:-]+\|$/u.test(line)) continue; // a Markdown separator row
      const last = blocks.at(-1);
      if (last?.type === 'table') last.rows.push(tableRow(line));
      else blocks.push({ type: 'table', rows: [tableRow(line)] });
    } else if (line.startsWith('## ')) blocks.push({ type: 'h2', text: line.slice(3) });
    else if (line.startsWith('# ')) blocks.push({ type: 'h1', text: line.slice(2) });
    else if (line.startsWith('- ')) blocks.push({ type: 'bullet', text: line.slice(2) });
    else blocks.push({ type: 'p', text: line });
  }
  return blocks;
}

export function parseLessonSource(text: string): SourcePage[] {
  return text.split(PAGE_BREAK).map(parsePage);
}
