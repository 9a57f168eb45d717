// How tall the text of a photo is, in pixels, from its dark connected shapes (letters, parts of
// Arabic words, dots): how much prepare-photo.ts scales a photo up. Pure functions over a
// grayscale buffer. On the benchmark's photos it gives 0.6-0.8 of the font size in both
// scripts and both fonts, at any scale (docs/decisions/048).

import {
  histogram,
  otsuThreshold,
  type GreyImage,
} from '../../src/ingestion/stages/scan-pixels.js';

/** A grayscale image, one byte per pixel (0 black .. 255 white), row after row. */
export type GrayImage = GreyImage;

interface Shape {
  top: number;
  bottom: number;
  left: number;
  right: number;
}

/**
 * Bounding boxes of the 8-connected dark shapes (pixels at or below `threshold`), found run by
 * run: memory grows with the runs of ink, not with the pixels.
 */
export function darkShapes(image: GrayImage, threshold: number): Shape[] {
  const { width, height, pixels } = image;
  const parent: number[] = [];
  const runs: { row: number; start: number; end: number }[] = [];
  const find = (i: number): number => {
    while (parent[i] !== i) {
      parent[i] = parent[parent[i]!]!;
      i = parent[i]!;
    }
    return i;
  };
  let previousFirst = 0;
  let previousEnd = 0;
  for (let y = 0; y < height; y++) {
    const rowFirst = runs.length;
    const offset = y * width;
    let x = 0;
    let p = previousFirst;
    while (x < width) {
      if (pixels[offset + x]! > threshold) {
        x++;
        continue;
      }
      const start = x;
      while (x < width && pixels[offset + x]! <= threshold) x++;
      const id = runs.length;
      runs.push({ row: y, start, end: x - 1 });
      parent.push(id);
      // Runs of the row above that touch this one (diagonals count).
      while (p < previousEnd && runs[p]!.end < start - 1) p++;
      for (let q = p; q < previousEnd && runs[q]!.start <= x; q++) {
        const a = find(id);
        const b = find(q);
        if (a !== b) parent[a] = b;
      }
    }
    previousFirst = rowFirst;
    previousEnd = runs.length;
  }
  const shapes = new Map<number, Shape>();
  for (let i = 0; i < runs.length; i++) {
    const run = runs[i]!;
    const root = find(i);
    const shape = shapes.get(root);
    if (!shape)
      shapes.set(root, { top: run.row, bottom: run.row, left: run.start, right: run.end });
    else {
      shape.bottom = Math.max(shape.bottom, run.row);
      shape.left = Math.min(shape.left, run.start);
      shape.right = Math.max(shape.right, run.end);
    }
  }
  return [...shapes.values()];
}

/** Fewer shapes than this are a picture, a logo or a word or two: no reliable size. */
const MIN_SHAPES = 12;

/**
 * The height of the photo's letters in pixels (the upper quartile of its shapes' heights: above
 * dots and marks, at the height of most letters and word parts), or null when it holds too few
 * letter-like shapes. Shapes as tall as a fifth of the photo, or as wide as half, are rules,
 * frames and shadows, not letters.
 */
export function textHeight(image: GrayImage): number | null {
  const threshold = otsuThreshold(histogram(image));
  const heights = darkShapes(image, threshold)
    .filter((s) => {
      const h = s.bottom - s.top + 1;
      const w = s.right - s.left + 1;
      return h >= 2 && h <= image.height / 5 && w <= image.width / 2 && w * h >= 4;
    })
    .map((s) => s.bottom - s.top + 1)
    .sort((a, b) => a - b);
  if (heights.length < MIN_SHAPES) return null;
  return heights[Math.floor(heights.length * 0.75)]!;
}
