/**
 * Accuracy of the screenshot reader on the rendered corpus: bubbles found, speakers, character
 * error rate, time per image, memory, and stitching of overlapping pairs.
 *
 * Character error rate: Levenshtein distance over characters, whitespace removed and NFKC applied
 * to both sides (so full- and half-width forms of the same punctuation count as equal), divided by
 * the expected characters. Emoji are removed from the expected text: the OCR model has no emoji in its
 * alphabet and the reader whitens them out, so any character printed for one counts as an error; a
 * turn of emoji alone is expected as the reader's placeholder [表情]. Expected and found turns are
 * aligned first; a missed turn costs all its characters, an invented one all of its own.
 *
 * Prices and numbers, what salespeople copy most, are also counted whole: a price (¥ or ￥ and its
 * amount) or a number (digits with their separators) is right when the turn it was read into holds
 * it exactly; a ¥ read where the picture has none is counted as invented.
 */
import { readFile, rm } from 'node:fs/promises';
import { readFileSync } from 'node:fs';
import os from 'node:os';
import { LineReader } from '../../../apps/server/src/modules/sales/reading/line-reader';
import {
  EMOJI_ONLY,
  readScreenshot,
  type Turn,
} from '../../../apps/server/src/modules/sales/reading/read-screenshot';
import { editDistance, stitchTurns } from '../../../apps/server/src/modules/sales/reading/stitch';
import { renderCorpus } from './corpus';

const EMOJI = /\p{Extended_Pictographic}|[\u{1F3FB}-\u{1F3FF}]|\uFE0F|\u200D/gu;
/** A turn of emoji alone is expected as the reader's placeholder for it. */
const comparable = (text: string) => {
  const plain = text.replace(EMOJI, '').replace(/\s+/g, '').normalize('NFKC');
  return plain || !text ? plain : EMOJI_ONLY;
};
const loadavg = () => readFileSync('/proc/loadavg', 'utf8').trim();
const rssMB = () => Math.round(process.memoryUsage().rss / 2 ** 20);

const PRICE = /¥[\d,.]*\d/g;
const NUMBER = /\d(?:[\d,.:/-]*\d)?/g;

/** How many of the tokens of `expected` the `found` text holds, each found token used once. */
function tokensKept(pattern: RegExp, expected: string, found: string) {
  const left: string[] = [...(found.match(pattern) ?? [])];
  let kept = 0;
  const wanted: string[] = [...(expected.match(pattern) ?? [])];
  for (const token of wanted) {
    const at = left.indexOf(token);
    if (at >= 0) {
      kept++;
      left.splice(at, 1);
    }
  }
  return { wanted: wanted.length, kept };
}

const yens = (text: string) => [...text].filter((ch) => ch === '¥').length;

interface Alignment {
  pairs: Array<[Turn, Turn]>;
  missed: Turn[];
  invented: Turn[];
}

/** Needleman–Wunsch over turns: matching costs the text difference (+1 for another speaker). */
function align(expected: Turn[], found: Turn[]): Alignment {
  const cost = (a: Turn, b: Turn) => {
    const [x, y] = [comparable(a.text), comparable(b.text)];
    const diff = editDistance(x, y) / Math.max(1, x.length, y.length);
    return diff + (a.speaker === b.speaker ? 0 : 1);
  };
  const n = expected.length;
  const m = found.length;
  const table = Array.from({ length: n + 1 }, (_, i) =>
    Array.from({ length: m + 1 }, (_, j) => i + j),
  );
  const at = (i: number, j: number) => table[i]![j]!;
  const match = (i: number, j: number) => at(i - 1, j - 1) + cost(expected[i - 1]!, found[j - 1]!);
  for (let i = 1; i <= n; i++)
    for (let j = 1; j <= m; j++)
      table[i]![j] = Math.min(at(i - 1, j) + 1, at(i, j - 1) + 1, match(i, j));
  const result: Alignment = { pairs: [], missed: [], invented: [] };
  for (let i = n, j = m; i > 0 || j > 0;) {
    if (i > 0 && j > 0 && at(i, j) === match(i, j)) {
      result.pairs.unshift([expected[--i]!, found[--j]!]);
    } else if (i > 0 && at(i, j) === at(i - 1, j) + 1) result.missed.unshift(expected[--i]!);
    else result.invented.unshift(found[--j]!);
  }
  return result;
}

export async function accuracyBench(
  options: {
    poolSize?: number;
    corpus?: Awaited<ReturnType<typeof renderCorpus>>;
  } = {},
) {
  const log = (line: string) => process.stderr.write(`[bench:sales] ${line}\n`);
  log(`rendering corpus (load ${loadavg()})`);
  const corpus = options.corpus ?? (await renderCorpus());
  const baseline = rssMB();
  const pool = new LineReader({ size: options.poolSize ?? 1 });
  await pool.warm();
  const afterWarm = rssMB();
  // One warm-up read so the timed run does not pay for first-use costs.
  await readScreenshot(await readFile(corpus.images[0]!.file), { pool }).catch(() => {});

  let [expectedBubbles, foundBubbles, pairedBubbles, rightSpeakers] = [0, 0, 0, 0];
  let [errors, characters, cleanImages, seconds] = [0, 0, 0, 0];
  let [prices, pricesRight, numbers, numbersRight, yensInvented] = [0, 0, 0, 0, 0];
  const speakersBy = new Map<string, [number, number]>();
  const tally = (key: string, right: boolean) => {
    const entry = speakersBy.get(key) ?? [0, 0];
    entry[0] += right ? 1 : 0;
    entry[1]++;
    speakersBy.set(key, entry);
  };
  const worst: string[] = [];
  const pricesMissed: string[] = [];
  const refused: string[] = [];
  // CPU time of every thread of this process (OCR and pixel threads are threads of it): what a
  // reading costs whatever else the machine is doing, where wall time depends on the load.
  const cpuBefore = process.cpuUsage();
  for (const image of corpus.images) {
    const bytes = await readFile(image.file);
    const started = performance.now();
    // A picture refused (no chat found) has all its turns missed.
    const turns = await readScreenshot(bytes, { pool }).then(
      (read) => read.turns,
      (error: { code?: string }) => {
        refused.push(`${image.file.split('/').pop()}: ${error.code ?? String(error)}`);
        return [];
      },
    );
    seconds += (performance.now() - started) / 1000;
    const aligned = align(image.expected, turns);
    expectedBubbles += image.expected.length;
    foundBubbles += turns.length;
    pairedBubbles += aligned.pairs.length;
    rightSpeakers += aligned.pairs.filter(([e, f]) => e.speaker === f.speaker).length;
    for (const [e, f] of aligned.pairs) {
      for (const key of [image.style, `scale ${image.scale}`, image.font])
        tally(key, e.speaker === f.speaker);
      const [want, got] = [comparable(e.text), comparable(f.text)];
      const price = tokensKept(PRICE, want, got);
      const number = tokensKept(NUMBER, want, got);
      [prices, pricesRight] = [prices + price.wanted, pricesRight + price.kept];
      if (price.kept < price.wanted)
        pricesMissed.push(
          `${image.file.split('/').pop()}: ${comparable(e.text)} → ${comparable(f.text)}`,
        );
      [numbers, numbersRight] = [numbers + number.wanted, numbersRight + number.kept];
      yensInvented += Math.max(0, yens(got) - yens(want));
    }
    for (const e of aligned.missed) {
      prices += comparable(e.text).match(PRICE)?.length ?? 0;
      numbers += comparable(e.text).match(NUMBER)?.length ?? 0;
    }
    let imageErrors = 0;
    for (const [e, f] of aligned.pairs)
      imageErrors += editDistance(comparable(e.text), comparable(f.text));
    for (const e of aligned.missed) imageErrors += comparable(e.text).length;
    for (const f of aligned.invented) imageErrors += comparable(f.text).length;
    const imageChars = image.expected.reduce((sum, e) => sum + comparable(e.text).length, 0);
    errors += imageErrors;
    characters += imageChars;
    for (const f of aligned.invented) yensInvented += yens(comparable(f.text));
    const clean = aligned.missed.length === 0 && aligned.invented.length === 0;
    if (clean) cleanImages++;
    const wrongSpeaker = aligned.pairs.some(([e, f]) => e.speaker !== f.speaker);
    if (!clean || wrongSpeaker || imageErrors / imageChars > 0.02)
      worst.push(
        `${image.file.split('/').pop()} (${image.format}, ${image.font}): ${image.expected.length} expected, ${turns.length} found, CER ${((100 * imageErrors) / imageChars).toFixed(1)} %` +
          aligned.pairs
            .filter(
              ([e, f]) => comparable(e.text) !== comparable(f.text) || e.speaker !== f.speaker,
            )
            .map(
              ([e, f]) =>
                `\n    want ${e.speaker} ${comparable(e.text)}\n    got  ${f.speaker} ${comparable(f.text)}`,
            )
            .join(''),
      );
  }
  const afterRun = rssMB();
  const cpu = process.cpuUsage(cpuBefore);

  let stitchedRight = 0;
  const stitchNotes: string[] = [];
  for (const pair of corpus.pairs) {
    const parts = [];
    for (const file of pair.files)
      parts.push(
        await readScreenshot(await readFile(file), { pool }).then(
          (read) => read.turns,
          () => [],
        ),
      );
    const stitched = stitchTurns(parts);
    const aligned = align(pair.expected, stitched);
    const ok =
      aligned.missed.length === 0 &&
      aligned.invented.length === 0 &&
      aligned.pairs.every(([e, f]) => e.speaker === f.speaker);
    if (ok) stitchedRight++;
    stitchNotes.push(
      `${pair.style}: ${parts[0]?.length} + ${parts[1]?.length} turns → ${stitched.length} (expected ${pair.expected.length})`,
    );
  }
  await pool.close();
  // A corpus it was given belongs to the caller, who may still need it.
  if (!options.corpus) await rm(corpus.dir, { recursive: true, force: true });

  const pct = (a: number, b: number) => `${((100 * a) / Math.max(1, b)).toFixed(1)} %`;
  const report = {
    images: corpus.images.length,
    fonts: corpus.fonts,
    bubbles: `${expectedBubbles} expected / ${foundBubbles} found (${pairedBubbles} matched)`,
    speakersRight: `${pct(rightSpeakers, pairedBubbles)} (${rightSpeakers} of ${pairedBubbles})`,
    speakersRightBy: Object.fromEntries(
      [...speakersBy].map(([key, [right, all]]) => [key, `${pct(right, all)} of ${all}`]),
    ),
    characterErrorRate: pct(errors, characters),
    pricesRight: `${pct(pricesRight, prices)} (${pricesRight} of ${prices})`,
    pricesMissed,
    yenInvented: yensInvented,
    numbersRight: `${pct(numbersRight, numbers)} (${numbersRight} of ${numbers})`,
    refused,
    imagesWithoutMissedOrInventedBubble: pct(cleanImages, corpus.images.length),
    secondsPerImageWarm: +(seconds / corpus.images.length).toFixed(3),
    cpuSecondsPerImage: +((cpu.user + cpu.system) / 1e6 / corpus.images.length).toFixed(3),
    linesAtOnce: pool.size,
    peakRssMB: Math.round(process.resourceUsage().maxRSS / 1024),
    rssBeforePoolMB: baseline,
    ocrMB: `${afterWarm - baseline} after start, ${afterRun - baseline} after the run (RSS added)`,
    stitching: `${stitchedRight} / ${corpus.pairs.length} pairs right`,
    stitchDetail: stitchNotes,
    loadavg: loadavg(),
    cpus: os.cpus().length,
  };
  for (const line of worst) log(line);
  return report;
}
