// Builds the benchmark class (server/bench/tutor-class/class.json) into the bytes a teacher
// would upload: PDFs from two engines, slides, scans (PNG and image-only PDF) and an SVG.
// Only the text sources are committed; the files are generated at bench time.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { layOut, type LayoutStyle } from './layout.js';
import { parseLessonSource } from './markdown.js';
import { pdfLibMeasure, pdfLibPdf, skiaMeasure, skiaPdf } from './render-pdf.js';
import { imageOnlyPdf, scanImage, type ScanOptions } from './render-scan.js';
import { diagramSvg, type DiagramSpec } from './render-svg.js';

/** The committed benchmark class; another class in the same format can be passed instead. */
export const CLASS_DIR = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  '..',
  'tutor-class',
);

export interface ClassFileSpec {
  source: string;
  filename: string;
  /** 'file': `source` is a ready-made file (e.g. a LibreOffice export), uploaded byte for byte. */
  render: 'pdf-lib' | 'skia' | 'scan-png' | 'scan-pdf' | 'svg' | 'file';
  style?: LayoutStyle;
  rtl?: boolean;
  landscape?: boolean;
  header?: string;
  footer?: string;
  arabicDigits?: boolean;
  /** How a scan-png / scan-pdf is "scanned" (angle, ink, paper, noise, crop); the usual tilt otherwise. */
  scan?: Omit<ScanOptions, 'seed' | 'font'>;
}

export interface ClassBotSpec {
  key: string;
  name: string;
  subject: string;
  grade: string;
  languages: string;
  files: ClassFileSpec[];
}

export interface BuiltFile {
  filename: string;
  bytes: Uint8Array;
  mimeType: string;
}

export function readClassSpec(classDir: string = CLASS_DIR): { bots: ClassBotSpec[] } {
  return JSON.parse(fs.readFileSync(path.join(classDir, 'class.json'), 'utf8')) as {
    bots: ClassBotSpec[];
  };
}

const MIME: Record<string, string> = {
  pdf: 'application/pdf',
  png: 'image/png',
  svg: 'image/svg+xml',
};

export async function buildFile(
  spec: ClassFileSpec,
  classDir: string = CLASS_DIR,
): Promise<BuiltFile> {
  const mimeType = MIME[path.extname(spec.filename).slice(1)] ?? 'application/octet-stream';
  // Word/PowerPoint exports cannot be rebuilt from our Markdown subset, so they are kept as is.
  if (spec.render === 'file')
    return {
      filename: spec.filename,
      mimeType,
      bytes: new Uint8Array(fs.readFileSync(path.join(classDir, spec.source))),
    };
  const source = fs.readFileSync(path.join(classDir, spec.source), 'utf8');
  if (spec.render === 'svg') {
    return {
      filename: spec.filename,
      mimeType,
      bytes: diagramSvg(JSON.parse(source) as DiagramSpec),
    };
  }
  const measure = spec.render === 'pdf-lib' ? await pdfLibMeasure() : skiaMeasure;
  const pages = layOut(parseLessonSource(source), {
    style: spec.style ?? 'textbook',
    rtl: spec.rtl,
    landscape: spec.landscape,
    header: spec.header,
    footer: spec.footer,
    arabicDigits: spec.arabicDigits,
    measure,
    name: spec.source,
  });
  const title = spec.filename.replace(/\.[a-z]+$/u, '');
  let bytes: Uint8Array;
  switch (spec.render) {
    case 'pdf-lib':
      bytes = await pdfLibPdf(pages, title);
      break;
    case 'skia':
      bytes = skiaPdf(pages, title);
      break;
    case 'scan-pdf':
      bytes = await imageOnlyPdf(pages, { angle: -0.6, ...spec.scan });
      break;
    case 'scan-png':
      if (pages.length !== 1) throw new Error(`${spec.source}: a PNG scan has one page`);
      bytes = scanImage(pages[0]!, { angle: 0.9, ...spec.scan });
      break;
  }
  return { filename: spec.filename, mimeType, bytes };
}

/** Writes the whole class to `dir` (for a human to open the files). */
export async function writeClass(dir: string, classDir: string = CLASS_DIR): Promise<string[]> {
  const written: string[] = [];
  for (const bot of readClassSpec(classDir).bots) {
    fs.mkdirSync(path.join(dir, bot.key), { recursive: true });
    for (const spec of bot.files) {
      const file = await buildFile(spec, classDir);
      const out = path.join(dir, bot.key, file.filename);
      fs.writeFileSync(out, file.bytes);
      written.push(out);
    }
  }
  return written;
}
