#!/usr/bin/env node
// Writes the Study Area's ambient loops (docs/product.md Sound option: brown-noise, white-noise, rain,
// ocean) to web/public/sounds/*.wav. Everything is synthesised here from a seeded random
// generator, so the files are reproducible and no audio is ever downloaded.
//
//   node scripts/generate-sounds.mjs               write all four files
//   node scripts/generate-sounds.mjs --if-missing  write only when a file is absent (build hook)
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const SAMPLE_RATE = 22_050;
const LOOP_SECONDS = 12;
// The tail generated past the loop end is blended into the head so the seam is inaudible.
const CROSSFADE_SECONDS = 1.5;
const OUT_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', 'web', 'public', 'sounds');

/** Small seeded PRNG (mulberry32): same bytes on every run and every machine. */
function makeRandom(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Pink noise by Paul Kellet's economy filter over a white source. */
function makePink(white) {
  let b0 = 0;
  let b1 = 0;
  let b2 = 0;
  return () => {
    const w = white();
    b0 = 0.99765 * b0 + w * 0.099046;
    b1 = 0.963 * b1 + w * 0.2965164;
    b2 = 0.57 * b2 + w * 1.0526913;
    return (b0 + b1 + b2 + w * 0.1848) * 0.18;
  };
}

/** Brown (red) noise: leaky integration of white noise, so it never drifts off. */
function makeBrown(white) {
  let last = 0;
  return () => {
    last = (last + 0.02 * white()) / 1.02;
    return last * 3.5;
  };
}

function onePoleLowpass(cutoffHz) {
  const k = 1 - Math.exp((-2 * Math.PI * cutoffHz) / SAMPLE_RATE);
  let y = 0;
  return (x) => (y += k * (x - y));
}

function onePoleHighpass(cutoffHz) {
  const low = onePoleLowpass(cutoffHz);
  return (x) => x - low(x);
}

const generators = {
  'white-noise': (total, random) => {
    const white = () => random() * 2 - 1;
    // A gentle low-pass takes the hiss edge off; it stays spectrally flat where the ear cares.
    const soften = onePoleLowpass(7000);
    return Float64Array.from({ length: total }, () => soften(white()));
  },

  'brown-noise': (total, random) => {
    const brown = makeBrown(() => random() * 2 - 1);
    return Float64Array.from({ length: total }, brown);
  },

  rain: (total, random) => {
    const white = () => random() * 2 - 1;
    const pink = makePink(white);
    const hiss = onePoleHighpass(500);
    const body = onePoleLowpass(3500);
    const out = new Float64Array(total);
    for (let i = 0; i < total; i++) out[i] = body(hiss(pink())) * 0.9;
    // Individual drops: short decaying tones at random pitches, about 60 per second.
    const drops = Math.round((total / SAMPLE_RATE) * 60);
    for (let d = 0; d < drops; d++) {
      const start = Math.floor(random() * total);
      const freq = 1800 + random() * 3800;
      const amp = 0.05 + random() * random() * 0.35;
      const decay = 0.002 + random() * 0.006;
      const length = Math.min(total - start, Math.floor(decay * 6 * SAMPLE_RATE));
      for (let j = 0; j < length; j++) {
        const t = j / SAMPLE_RATE;
        out[start + j] += amp * Math.exp(-t / decay) * Math.sin(2 * Math.PI * freq * t * (1 - t * 8));
      }
    }
    return out;
  },

  ocean: (total, random, loopSamples) => {
    const white = () => random() * 2 - 1;
    const brown = makeBrown(white);
    const pink = makePink(white);
    const surf = onePoleLowpass(1800);
    // Two waves per loop; the envelope is periodic in the loop length, so head and tail match.
    const wavesPerLoop = 2;
    const out = new Float64Array(total);
    for (let i = 0; i < total; i++) {
      const phase = ((i % loopSamples) / loopSamples) * wavesPerLoop;
      const cycle = phase - Math.floor(phase);
      // Slow rise, quicker crash and a long wash back.
      const swell = cycle < 0.6 ? Math.pow(cycle / 0.6, 2) : Math.exp(-(cycle - 0.6) * 7);
      out[i] = brown() * (0.45 + 0.35 * swell) + surf(pink()) * (0.1 + 0.9 * swell);
    }
    return out;
  },
};

/** Equal-power crossfade of the generated tail into the head, making a seamless loop. */
function makeLoop(samples, loopSamples, fadeSamples) {
  const loop = samples.slice(0, loopSamples);
  for (let i = 0; i < fadeSamples; i++) {
    const x = i / fadeSamples;
    loop[i] = samples[i] * Math.sin((x * Math.PI) / 2) + samples[loopSamples + i] * Math.cos((x * Math.PI) / 2);
  }
  return loop;
}

/** Scales to a common loudness (RMS) with the peak kept under full scale. */
function normalize(samples, targetRms = 0.16, maxPeak = 0.92) {
  let sumSquares = 0;
  let peak = 0;
  for (const s of samples) {
    sumSquares += s * s;
    peak = Math.max(peak, Math.abs(s));
  }
  const rms = Math.sqrt(sumSquares / samples.length) || 1;
  const gain = Math.min(targetRms / rms, maxPeak / (peak || 1));
  return samples.map((s) => s * gain);
}

/** 16-bit PCM mono WAV. */
function encodeWav(samples) {
  const dataBytes = samples.length * 2;
  const buf = Buffer.alloc(44 + dataBytes);
  buf.write('RIFF', 0, 'ascii');
  buf.writeUInt32LE(36 + dataBytes, 4);
  buf.write('WAVE', 8, 'ascii');
  buf.write('fmt ', 12, 'ascii');
  buf.writeUInt32LE(16, 16);
  buf.writeUInt16LE(1, 20); // PCM
  buf.writeUInt16LE(1, 22); // mono
  buf.writeUInt32LE(SAMPLE_RATE, 24);
  buf.writeUInt32LE(SAMPLE_RATE * 2, 28);
  buf.writeUInt16LE(2, 32);
  buf.writeUInt16LE(16, 34);
  buf.write('data', 36, 'ascii');
  buf.writeUInt32LE(dataBytes, 40);
  for (let i = 0; i < samples.length; i++) {
    const clamped = Math.max(-1, Math.min(1, samples[i]));
    buf.writeInt16LE(Math.round(clamped * 32767), 44 + i * 2);
  }
  return buf;
}

function main() {
  const ifMissing = process.argv.includes('--if-missing');
  mkdirSync(OUT_DIR, { recursive: true });
  const loopSamples = LOOP_SECONDS * SAMPLE_RATE;
  const fadeSamples = Math.round(CROSSFADE_SECONDS * SAMPLE_RATE);
  let seed = 20_240_601;
  for (const [name, generate] of Object.entries(generators)) {
    seed += 1;
    const file = join(OUT_DIR, `${name}.wav`);
    if (ifMissing && existsSync(file)) continue;
    const raw = generate(loopSamples + fadeSamples, makeRandom(seed), loopSamples);
    const wav = encodeWav(normalize(makeLoop(raw, loopSamples, fadeSamples)));
    writeFileSync(file, wav);
    console.log(`sounds: wrote ${file} (${(wav.length / 1024).toFixed(0)} KB)`);
  }
}

main();
