// Cheap checks on an SVG before it is rasterized (docs/decisions/008): rendering cost grows with
// the shapes drawn (a few bytes of <use> references can stand for 10^5 shapes), with filter
// parameters (feTurbulence octaves, blur and morphology radii) and with the canvas. Counting
// them is one streaming pass over the text; refusing here gives the teacher a clear reason
// instead of a job killed at its time limit.
import { SaxesParser, type SaxesTagPlain } from 'saxes';
import { IngestionError, INGESTION_MESSAGES } from '../ingestion-error.js';

export interface SvgRenderLimits {
  /** Elements in the file. */
  maxElements: number;
  /** <use> elements in the file. */
  maxUses: number;
  /** Elements drawn once every <use> is expanded to what it references. */
  maxRenderedElements: number;
  /** Filter primitives (fe*) in the file. */
  maxFilterPrimitives: number;
  /** feTurbulence numOctaves: each octave is another pass over every pixel. */
  maxTurbulenceOctaves: number;
  /** feGaussianBlur / feDropShadow stdDeviation, in user units. */
  maxBlurDeviation: number;
  /** feMorphology radius: cost grows with it for every pixel. */
  maxMorphologyRadius: number;
  /** feConvolveMatrix order (kernel side). */
  maxConvolveOrder: number;
  /** Declared canvas (width x height of the root, or its viewBox). */
  maxCanvasPixels: number;
}

export const DEFAULT_SVG_RENDER_LIMITS: SvgRenderLimits = {
  maxElements: 50_000,
  maxUses: 5_000,
  maxRenderedElements: 50_000,
  maxFilterPrimitives: 50,
  maxTurbulenceOctaves: 8,
  maxBlurDeviation: 100,
  maxMorphologyRadius: 25,
  maxConvolveOrder: 9,
  maxCanvasPixels: 40_000_000,
};

interface Node {
  children: Node[];
  /** Target id of a <use>. */
  ref?: string;
}

function localName(name: string): string {
  const colon = name.indexOf(':');
  return colon >= 0 ? name.slice(colon + 1) : name;
}

/** Largest number in an attribute like "3" or "3 40" (NaN-safe: junk counts as 0). */
function largestNumber(value: string | undefined): number {
  if (!value) return 0;
  let most = 0;
  for (const part of value.split(/[\s,]+/)) {
    const n = Math.abs(parseFloat(part));
    if (Number.isFinite(n) && n > most) most = n;
  }
  return most;
}

function refTarget(attributes: Record<string, string>): string | undefined {
  const href = attributes.href ?? attributes['xlink:href'];
  return href?.startsWith('#') ? href.slice(1) : undefined;
}

function canvasPixels(attributes: Record<string, string>): number {
  const size = (v: string | undefined) => (v && !v.trim().endsWith('%') ? parseFloat(v) : NaN);
  let width = size(attributes.width);
  let height = size(attributes.height);
  const box = (attributes.viewBox ?? '').split(/[\s,]+/).map(Number);
  if (!(width > 0) && box.length === 4) width = box[2]!;
  if (!(height > 0) && box.length === 4) height = box[3]!;
  return width > 0 && height > 0 ? width * height : 0;
}

function filterTooHeavy(name: string, a: Record<string, string>, limits: SvgRenderLimits) {
  if (name === 'feTurbulence') return largestNumber(a.numOctaves) > limits.maxTurbulenceOctaves;
  if (name === 'feGaussianBlur' || name === 'feDropShadow')
    return largestNumber(a.stdDeviation) > limits.maxBlurDeviation;
  if (name === 'feMorphology') return largestNumber(a.radius) > limits.maxMorphologyRadius;
  if (name === 'feConvolveMatrix') return largestNumber(a.order) > limits.maxConvolveOrder;
  return false;
}

/**
 * Elements drawn for `node`, with every <use> replaced by its target (memoized per id); a
 * reference cycle or a count past `cap` stops the walk. Iterative over each subtree's parts,
 * so deep nesting cannot overflow the stack.
 */
function renderedCount(root: Node, byId: Map<string, Node>, cap: number): number {
  const memo = new Map<Node, number>();
  const onPath = new Set<Node>();
  const count = (start: Node): number => {
    // Post-order walk with an explicit stack.
    const stack: { node: Node; next: number; total: number }[] = [
      { node: start, next: 0, total: 1 },
    ];
    onPath.add(start);
    let result = 0;
    while (stack.length > 0) {
      const top = stack[stack.length - 1]!;
      const parts = top.node.ref !== undefined ? [byId.get(top.node.ref)] : top.node.children;
      if (top.next < parts.length) {
        const part = parts[top.next++];
        if (!part) continue;
        if (onPath.has(part)) return Infinity; // a reference cycle never finishes drawing
        const known = memo.get(part);
        if (known !== undefined) {
          top.total += known;
        } else {
          onPath.add(part);
          stack.push({ node: part, next: 0, total: 1 });
        }
        if (top.total > cap) return Infinity;
        continue;
      }
      stack.pop();
      onPath.delete(top.node);
      memo.set(top.node, top.total);
      result = top.total;
      const parent = stack[stack.length - 1];
      if (parent) {
        parent.total += top.total;
        if (parent.total > cap) return Infinity;
      }
    }
    return result;
  };
  return count(root);
}

/** Throws IngestionError (a teacher-readable reason) when rendering `svg` would cost too much. */
export function assertSvgRenderable(
  svg: string,
  maxCanvasPixels: number,
  limits: SvgRenderLimits = { ...DEFAULT_SVG_RENDER_LIMITS, maxCanvasPixels },
): void {
  const parser = new SaxesParser({ xmlns: false, position: false });
  const root: Node = { children: [] };
  const stack: Node[] = [root];
  const byId = new Map<string, Node>();
  let elements = 0;
  let uses = 0;
  let filters = 0;
  let heavyFilter = false;
  let canvas = 0;
  parser.on('error', () => undefined); // malformed parts were already reported by the parse stage
  parser.on('opentag', (tag: SaxesTagPlain) => {
    const name = localName(tag.name);
    const node: Node = { children: [] };
    elements++;
    if (elements === 1) canvas = canvasPixels(tag.attributes);
    if (name === 'use') {
      uses++;
      node.ref = refTarget(tag.attributes);
    }
    if (name.startsWith('fe')) {
      filters++;
      heavyFilter ||= filterTooHeavy(name, tag.attributes, limits);
    }
    if (tag.attributes.id && !byId.has(tag.attributes.id)) byId.set(tag.attributes.id, node);
    stack[stack.length - 1]!.children.push(node);
    stack.push(node);
  });
  parser.on('closetag', () => {
    if (stack.length > 1) stack.pop();
  });
  parser.write(svg).close();

  if (canvas > limits.maxCanvasPixels)
    throw new IngestionError(
      INGESTION_MESSAGES.svgCanvasTooLarge(Math.round(limits.maxCanvasPixels / 1_000_000)),
    );
  if (filters > limits.maxFilterPrimitives || heavyFilter)
    throw new IngestionError(INGESTION_MESSAGES.svgFiltersTooHeavy);
  if (
    elements > limits.maxElements ||
    uses > limits.maxUses ||
    renderedCount(root, byId, limits.maxRenderedElements) > limits.maxRenderedElements
  )
    throw new IngestionError(INGESTION_MESSAGES.svgTooComplex);
}
