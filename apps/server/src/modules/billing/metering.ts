/**
 * Points for a model's answer: held before the model is asked, settled once it has answered
 * (done, stopped, failed or cut off) with the tokens it used, by the price table.
 */
import type { FastifyInstance } from 'fastify';
import { reservePoints, settleReservation } from './points.service';
import { priceOf, type PriceRow } from './prices.repo';
import { currentSubscription } from './subscriptions.service';

/** The longest answer a reservation is made for, in tokens: most answers are far shorter. */
export const RESERVED_OUTPUT_TOKENS = 4096;

export interface TokenUsage {
  promptTokens: number;
  completionTokens: number;
  cachedTokens?: number;
}

/**
 * What a stream tells its meter at the end: the provider's count, or, where it gave none (a
 * stopped answer), the characters written back, counted with the prompt's as tokens. An answer
 * that ended before a word of it came costs nothing.
 */
export interface AnswerUse {
  usage: TokenUsage | null;
  answerChars: number;
}

export interface PointsMeter {
  /** Points held for this answer. */
  readonly held: number;
  settle(use: AnswerUse): Promise<void>;
}

/** Points of `tokens` at `perMillion`, rounded up (a part of a point is a point). */
const pointsOf = (tokens: number, perMillion: number) => (tokens * perMillion) / 1_000_000;

export function pointsFor(price: PriceRow, usage: TokenUsage): number {
  const cached = Math.min(usage.cachedTokens ?? 0, usage.promptTokens);
  return Math.ceil(
    pointsOf(usage.promptTokens - cached, price.inputPerMillion) +
      pointsOf(cached, price.cachedPerMillion) +
      pointsOf(usage.completionTokens, price.outputPerMillion),
  );
}

/**
 * Holds the points an answer of `model` for the organisation may cost (its prompt, counted as
 * one token a character, and the longest answer) before the model is asked: 402 POINTS_RUN_OUT
 * when they are not there. Null where billing is off. The month's granted points are given
 * first, when it has just begun.
 */
export async function meterModelAnswer(
  app: FastifyInstance,
  orgId: bigint,
  model: string,
  promptChars: number,
  purpose: string,
): Promise<PointsMeter | null> {
  if (!app.plans.enabled) return null;
  await app.db.transaction((tx) => currentSubscription(tx, orgId));
  const price = await priceOf(app.db, model);
  const estimate = pointsFor(price, {
    promptTokens: promptChars,
    completionTokens: RESERVED_OUTPUT_TOKENS,
  });
  const reservation = await reservePoints(app.db, { orgId }, Math.max(1, estimate), purpose);
  return {
    held: reservation.amount,
    async settle(use) {
      // A provider that counts nothing (its stream carried no usage) is counted by characters.
      const counted = use.usage && use.usage.promptTokens + use.usage.completionTokens > 0;
      const usage = (counted ? use.usage : null) ?? {
        promptTokens: use.answerChars > 0 ? promptChars : 0,
        completionTokens: use.answerChars,
      };
      await settleReservation(app.db, reservation, pointsFor(price, usage));
    },
  };
}
