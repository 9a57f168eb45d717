// Reads an SVG as data, never as a document to run: a streaming XML parser with no DTD
// processing (no entity expansion, no external entities), scripts and foreign content dropped.
// Produces the labels a teacher can read, and a sanitized copy that is safe to rasterize.
import { SaxesParser, type SaxesTagPlain } from 'saxes';
import { readImageSize } from './image-header.js';

const LABEL_ELEMENTS = new Set(['text', 'title', 'desc', 'foreignObject', 'textPath']);
/** Dropped from the rasterized copy: code, foreign (HTML) content and anything that can fetch. */
const DROPPED_ELEMENTS = new Set([
  'script',
  'foreignObject',
  'iframe',
  'audio',
  'video',
  'animate',
  'set',
]);
const MAX_PARSE_ERRORS = 50;

export interface SvgLabel {
  /** 'title' and 'desc' name or describe the diagram; 'label' is text drawn on it. */
  kind: 'title' | 'desc' | 'label';
  text: string;
}

export interface ParsedSvg {
  /** One entry per <text>/<title>/<desc>/<foreignObject> label, in document order. */
  labels: string[];
  /** The same labels with what they are. */
  entries: SvgLabel[];
  /** The SVG re-serialized from the parse with only local references kept. */
  sanitized: string;
}

function localName(name: string): string {
  const colon = name.indexOf(':');
  return colon >= 0 ? name.slice(colon + 1) : name;
}

function escapeAttr(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');
}

function escapeText(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function safeDataImage(value: string, maxPixels: number): boolean {
  const match = /^data:image\/(png|jpeg);base64,([A-Za-z0-9+/=\s]*)$/.exec(value.trim());
  if (!match) return false;
  const bytes = new Uint8Array(Buffer.from(match[2]!.slice(0, 4096), 'base64'));
  const size = readImageSize(match[1] === 'png' ? 'png' : 'jpeg', bytes);
  return size !== null && size.width * size.height <= maxPixels;
}

/** Keeps attributes that cannot reach outside the file: fragment refs, vetted data images, no handlers. */
function safeAttributes(attributes: Record<string, string>, maxPixels: number): string {
  let out = '';
  for (const [name, value] of Object.entries(attributes)) {
    const local = localName(name).toLowerCase();
    if (local.startsWith('on')) continue;
    if (local === 'href' || local === 'src') {
      if (!value.startsWith('#') && !safeDataImage(value, maxPixels)) continue;
    }
    if (/url\s*\(/i.test(value) && !/^\s*url\(\s*['"]?#[^)]*\)\s*$/i.test(value)) continue;
    if (/@import|expression\s*\(/i.test(value)) continue;
    out += ` ${name}="${escapeAttr(value)}"`;
  }
  return out;
}

export function parseSvg(source: string, maxImagePixels: number): ParsedSvg {
  const parser = new SaxesParser({ xmlns: false, position: false });
  const labels: string[] = [];
  const entries: SvgLabel[] = [];
  let labelKind: SvgLabel['kind'] = 'label';
  const stack: string[] = [];
  let label: string[] | null = null;
  let labelDepth = -1;
  let dropDepth = -1;
  let errors = 0;
  let out = '';

  const onText = (text: string) => {
    if (label) label.push(text);
    const parent = stack[stack.length - 1];
    if (dropDepth < 0 && parent !== 'style') out += escapeText(text);
  };
  parser.on('error', () => {
    errors++;
    if (errors > MAX_PARSE_ERRORS) throw new Error('too many XML errors');
  });
  parser.on('opentag', (tag: SaxesTagPlain) => {
    const name = localName(tag.name);
    stack.push(name);
    if (!label && LABEL_ELEMENTS.has(name)) {
      label = [];
      labelDepth = stack.length;
      labelKind = name === 'title' || name === 'desc' ? name : 'label';
    } else if (label && (name === 'tspan' || name === 'br' || name === 'p' || name === 'div')) {
      label.push(' ');
    }
    if (dropDepth < 0 && DROPPED_ELEMENTS.has(name)) dropDepth = stack.length;
    if (dropDepth < 0)
      out += `<${tag.name}${safeAttributes(tag.attributes, maxImagePixels)}${tag.isSelfClosing ? '/>' : '>'}`;
  });
  parser.on('closetag', (tag: SaxesTagPlain) => {
    if (dropDepth < 0 && !tag.isSelfClosing) out += `</${tag.name}>`;
    if (dropDepth === stack.length) dropDepth = -1;
    if (label && labelDepth === stack.length) {
      const text = label.join('').replace(/\s+/g, ' ').trim();
      if (text) {
        labels.push(text);
        entries.push({ kind: labelKind, text });
      }
      label = null;
      labelDepth = -1;
    }
    stack.pop();
  });
  parser.on('text', onText);
  parser.on('cdata', onText);
  parser.write(source).close();
  return { labels, entries, sanitized: out };
}
