// Pixel operations on a scanned page held as grey levels (one byte a pixel, 0 black, 255 white),
// for preparing a scan before OCR (scan-image-prep.ts). Plain loops over typed arrays: a page of
// 2-4 MP takes tens of milliseconds per pass, and they run in the file's job child like the OCR.

export interface GreyImage {
  width: number;
  height: number;
  pixels: Uint8Array;
}

/** Grey levels of RGBA pixels (Rec. 601 weights), transparent pixels read as white paper. */
export function greyFromRgba(rgba: Uint8ClampedArray, width: number, height: number): GreyImage {
  const pixels = new Uint8Array(width * height);
  for (let i = 0, p = 0; p < pixels.length; i += 4, p++) {
    const alpha = rgba[i + 3]! / 255;
    const grey = 0.299 * rgba[i]! + 0.587 * rgba[i + 1]! + 0.114 * rgba[i + 2]!;
    pixels[p] = Math.round(grey * alpha + 255 * (1 - alpha));
  }
  return { width, height, pixels };
}

export function rgbaFromGrey(image: GreyImage): Uint8ClampedArray {
  const rgba = new Uint8ClampedArray(image.width * image.height * 4);
  for (let p = 0, i = 0; p < image.pixels.length; p++, i += 4) {
    const v = image.pixels[p]!;
    rgba[i] = v;
    rgba[i + 1] = v;
    rgba[i + 2] = v;
    rgba[i + 3] = 255;
  }
  return rgba;
}

export function histogram(image: GreyImage): Uint32Array {
  const counts = new Uint32Array(256);
  for (const v of image.pixels) counts[v]!++;
  return counts;
}

/** Otsu's threshold: the grey level that best parts the histogram into two classes. */
export function otsuThreshold(counts: Uint32Array): number {
  let total = 0;
  let sum = 0;
  for (let v = 0; v < 256; v++) {
    total += counts[v]!;
    sum += v * counts[v]!;
  }
  let below = 0;
  let sumBelow = 0;
  let best = 0;
  let threshold = 127;
  for (let v = 0; v < 256; v++) {
    below += counts[v]!;
    if (below === 0) continue;
    const above = total - below;
    if (above === 0) break;
    sumBelow += v * counts[v]!;
    const meanBelow = sumBelow / below;
    const meanAbove = (sum - sumBelow) / above;
    const between = below * above * (meanBelow - meanAbove) ** 2;
    if (between > best) {
      best = between;
      threshold = v;
    }
  }
  return threshold;
}

/** Sampled dark pixels of a page (every `step`-th pixel of every `step`-th row), for measuring its tilt. */
function darkPoints(image: GreyImage, threshold: number, step: number): { x: number; y: number }[] {
  const points: { x: number; y: number }[] = [];
  for (let y = 0; y < image.height; y += step)
    for (let x = 0; x < image.width; x += step)
      if (image.pixels[y * image.width + x]! <= threshold) points.push({ x, y });
  return points;
}

/**
 * The page's tilt in degrees (positive: turned clockwise), from the angle at which its dark pixels
 * pile up into the sharpest rows (the projection profile method): lines of text give high, narrow
 * peaks only when counted along their own direction.
 */
export function estimateSkew(
  image: GreyImage,
  threshold: number,
  options: { maxDegrees?: number; stepDegrees?: number } = {},
): number {
  const maxDegrees = options.maxDegrees ?? 4;
  const stepDegrees = options.stepDegrees ?? 0.1;
  const step = 2;
  const points = darkPoints(image, threshold, step);
  if (points.length < 50) return 0;
  const rows = new Float64Array(Math.ceil(image.height / step) + Math.ceil(image.width / step) + 2);
  let bestAngle = 0;
  let bestScore = -1;
  for (let degrees = -maxDegrees; degrees <= maxDegrees + 1e-9; degrees += stepDegrees) {
    const slope = Math.tan((degrees * Math.PI) / 180);
    rows.fill(0);
    const offset = Math.ceil(image.width / step) * (slope < 0 ? 0 : 1);
    for (const { x, y } of points) {
      const row = Math.round((y - x * slope) / step) + offset;
      if (row >= 0 && row < rows.length) rows[row]!++;
    }
    let score = 0;
    for (const count of rows) score += count * count;
    if (score > bestScore) {
      bestScore = score;
      bestAngle = degrees;
    }
  }
  return Math.round(bestAngle * 10) / 10;
}

/**
 * Each pixel the median of its 3 x 3 neighbourhood: a speck of a pixel or two (paper grain, toner
 * dust, a hole in a stroke) goes, strokes two pixels wide or more keep their shape.
 */
export function median3(image: GreyImage): GreyImage {
  const { width, height, pixels } = image;
  const out = new Uint8Array(pixels);
  const window = new Uint8Array(9);
  for (let y = 1; y < height - 1; y++) {
    for (let x = 1; x < width - 1; x++) {
      let k = 0;
      for (let dy = -1; dy <= 1; dy++) {
        const row = (y + dy) * width + x;
        window[k++] = pixels[row - 1]!;
        window[k++] = pixels[row]!;
        window[k++] = pixels[row + 1]!;
      }
      window.sort();
      out[y * width + x] = window[4]!;
    }
  }
  return { width, height, pixels: out };
}

/**
 * Share of the dark pixels (at or under `threshold`) that a 3 x 3 median turns light: specks and
 * holes in strokes on a dirty copy. Clean print at scan resolution loses a few edge pixels (under
 * 0.1 on our scans), a speckled copy far more.
 */
export function speckShare(image: GreyImage, smoothed: GreyImage, threshold: number): number {
  let dark = 0;
  let lost = 0;
  for (let i = 0; i < image.pixels.length; i++) {
    if (image.pixels[i]! > threshold) continue;
    dark++;
    if (smoothed.pixels[i]! > threshold) lost++;
  }
  return dark > 0 ? lost / dark : 0;
}
