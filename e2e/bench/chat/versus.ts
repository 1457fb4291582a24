import { round, summarise, type Summary } from './stats';
import { openStreams, stream, type StreamResult, type StreamTarget } from './streams';

/** The same question: to the model directly, to the studio behind the proxy, to the stand-in behind it. */
export interface Lanes {
  direct(index: number): StreamTarget;
  studio(index: number): StreamTarget;
  standIn(index: number): StreamTarget;
}
type Lane = keyof Lanes;
const LANES: Lane[] = ['direct', 'studio', 'standIn'];
type Results = Record<Lane, StreamResult[]>;

/** One stream at a time, the three in turn, who goes first rotating each round. */
export async function oneAtATime(lanes: Lanes, count: number): Promise<Results> {
  const results: Results = { direct: [], studio: [], standIn: [] };
  for (let i = 0; i < count; i += 1)
    for (let k = 0; k < LANES.length; k += 1) {
      const lane = LANES[(i + k) % LANES.length]!;
      results[lane].push(await stream(lanes[lane](i)));
    }
  return results;
}

/** `count` streams opened `gapMs` apart (0: at once), one lane after the other. */
export async function openedPerLane(lanes: Lanes, count: number, gapMs: number): Promise<Results> {
  const results: Results = { direct: [], studio: [], standIn: [] };
  for (const lane of LANES) results[lane] = await openStreams(count, gapMs, lanes[lane]);
  return results;
}

export interface LaneVerdict {
  /** Time to first token through the proxy, and what the lane adds to the model's own. */
  ttftMs: Summary;
  addedMs: { p50: number; p99: number };
  /** Until the response headers: for the studio, its checks and stored question. */
  headersMs: Summary;
  errors: number;
}

export interface Versus {
  streams: number;
  directTtftMs: Summary;
  studio: LaneVerdict;
  standIn: LaneVerdict;
  /** Our added time over the stand-in's (≤ 1: no worse). */
  ratio: { p50: number; p99: number };
  noWorse: { p50: boolean; p99: boolean };
  errorSamples: string[];
}

const ok = (results: StreamResult[]) => results.filter((r) => r.ok).map((r) => r.ttftMs);

export function versus(results: Results): Versus {
  const direct = summarise(ok(results.direct));
  const verdict = (lane: Lane): LaneVerdict => {
    const ttftMs = summarise(ok(results[lane]));
    return {
      ttftMs,
      addedMs: { p50: round(ttftMs.p50 - direct.p50), p99: round(ttftMs.p99 - direct.p99) },
      headersMs: summarise(results[lane].filter((r) => r.ok).map((r) => r.headersMs)),
      errors: results[lane].filter((r) => !r.ok).length,
    };
  };
  const studio = verdict('studio');
  const standIn = verdict('standIn');
  // Both lanes pay the proxy's hop, so an added time below a tenth of a millisecond is noise.
  const ratio = (ours: number, theirs: number) => round(ours / Math.max(theirs, 0.1));
  return {
    streams: results.studio.length,
    directTtftMs: direct,
    studio,
    standIn,
    ratio: {
      p50: ratio(studio.addedMs.p50, standIn.addedMs.p50),
      p99: ratio(studio.addedMs.p99, standIn.addedMs.p99),
    },
    noWorse: {
      p50: studio.addedMs.p50 <= standIn.addedMs.p50,
      p99: studio.addedMs.p99 <= standIn.addedMs.p99,
    },
    errorSamples: LANES.flatMap((lane) => results[lane].filter((r) => !r.ok))
      .slice(0, 3)
      .map((r) => r.error ?? ''),
  };
}
