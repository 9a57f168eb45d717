// A labelled diagram as teachers export it from a drawing tool: shapes plus <text> labels.
export interface DiagramSpec {
  title: string;
  width: number;
  height: number;
  shapes: (
    | { rect: [number, number, number, number]; fill: string }
    | { circle: [number, number, number]; fill: string }
    | { arrow: [number, number, number, number] }
  )[];
  labels: { x: number; y: number; text: string }[];
}

const escapeXml = (s: string) =>
  s.replace(/&/gu, '&amp;').replace(/</gu, '&lt;').replace(/>/gu, '&gt;');

export function diagramSvg(spec: DiagramSpec): Uint8Array {
  const shapes = spec.shapes.map((s) => {
    if ('rect' in s) {
      const [x, y, w, h] = s.rect;
      return `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${s.fill}" stroke="#555"/>`;
    }
    if ('circle' in s) {
      const [cx, cy, r] = s.circle;
      return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${s.fill}" stroke="#555"/>`;
    }
    const [x1, y1, x2, y2] = s.arrow;
    return `<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}" stroke="#c00" stroke-width="4" marker-end="url(#head)"/>`;
  });
  const labels = spec.labels.map(
    (l) =>
      `<text x="${l.x}" y="${l.y}" font-family="DejaVu Sans" font-size="16">${escapeXml(l.text)}</text>`,
  );
  const svg =
    `<?xml version="1.0" encoding="UTF-8"?>\n` +
    `<svg xmlns="http://www.w3.org/2000/svg" width="${spec.width}" height="${spec.height}" viewBox="0 0 ${spec.width} ${spec.height}">\n` +
    `<title>${escapeXml(spec.title)}</title>\n` +
    `<defs><marker id="head" markerWidth="10" markerHeight="8" refX="9" refY="4" orient="auto"><path d="M0,0 L10,4 L0,8 z" fill="#c00"/></marker></defs>\n` +
    `${shapes.join('\n')}\n${labels.join('\n')}\n</svg>\n`;
  return new TextEncoder().encode(svg);
}
