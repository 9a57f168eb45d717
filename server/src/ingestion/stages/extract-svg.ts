// SVG -> text. Labels (<text>, <tspan>, <title>, <desc>, <foreignObject>) are read as data;
// an SVG with no labels (outlined text, a scanned diagram inside) is rasterized from a sanitized
// copy and OCR'd. Nothing in the file is executed, fetched or served.
import { createCanvas, Image } from '@napi-rs/canvas';
import { IngestionError, INGESTION_MESSAGES } from '../ingestion-error.js';
import type { IngestionLimits } from '../ingestion-limits.js';
import type { IngestContext, PageText } from '../ingestion-types.js';
import { assertSvgRenderable } from '../limits/svg-limits.js';
import type { OcrEngine } from './ocr.js';
import { diagramText } from '../clean/diagram-text.js';
import { parseSvg } from './svg-parse.js';
import { cleanOcrText, meaningfulCharCount } from './text-quality.js';

export interface SvgDeps {
  ocr: OcrEngine;
  limits: IngestionLimits;
}

/** Long side of the raster given to OCR: enough for small labels, bounded for speed. */
const RASTER_LONG_SIDE = 2400;
const MAX_RASTER_PIXELS = 12_000_000;

export async function rasterizeSvg(svg: string, maxPixels: number): Promise<Uint8Array> {
  const probe = new Image();
  probe.src = Buffer.from(svg);
  const naturalW = probe.naturalWidth || probe.width || 1000;
  const naturalH = probe.naturalHeight || probe.height || 1000;
  let scale = RASTER_LONG_SIDE / Math.max(naturalW, naturalH);
  const cap = Math.min(maxPixels, MAX_RASTER_PIXELS);
  if (naturalW * naturalH * scale * scale > cap) scale = Math.sqrt(cap / (naturalW * naturalH));
  const width = Math.max(1, Math.round(naturalW * scale));
  const height = Math.max(1, Math.round(naturalH * scale));
  // Setting the size before the source makes Skia draw the vectors at that size (sharp, not upscaled).
  const image = new Image();
  image.width = width;
  image.height = height;
  image.src = Buffer.from(svg);
  const canvas = createCanvas(width, height);
  const context = canvas.getContext('2d');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, width, height);
  context.drawImage(image, 0, 0, width, height);
  return new Uint8Array(await canvas.encode('png'));
}

export async function extractSvg(
  bytes: Uint8Array,
  ctx: IngestContext,
  deps: SvgDeps,
): Promise<PageText[]> {
  if (bytes.byteLength > deps.limits.maxSvgBytes)
    throw new IngestionError(INGESTION_MESSAGES.svgTooLarge);
  let parsed;
  try {
    parsed = parseSvg(new TextDecoder('utf-8').decode(bytes), deps.limits.maxImagePixels);
  } catch {
    throw new IngestionError(INGESTION_MESSAGES.badSvg);
  }
  const labelText = diagramText(ctx.fileName, parsed.entries);
  if (meaningfulCharCount(labelText) > 0) return [{ page: 1, text: labelText }];
  ctx.signal.throwIfAborted();
  assertSvgRenderable(parsed.sanitized, deps.limits.maxImagePixels);
  let raster: Uint8Array;
  try {
    raster = await rasterizeSvg(parsed.sanitized, deps.limits.maxImagePixels);
  } catch {
    throw new IngestionError(INGESTION_MESSAGES.badSvg);
  }
  const text = cleanOcrText(await deps.ocr.recognize(raster, ctx.languages, ctx.signal));
  return text ? [{ page: 1, text }] : [];
}
