/**
 * Reading a screenshot with a vision model instead of OCR: the picture (checked and scaled down
 * first) goes to the model with a request for the turns as JSON, and the answer is held to the
 * same shape the OCR gives.
 */
import type { ModelMessage } from 'ai';
import sharp from 'sharp';
import { z } from 'zod';
import { saleSpeakerSchema, SALE_TURNS_MAX, type SaleTurn } from '@miaoyu/contracts/sales';
import { AppError } from '../../lib/errors';
import { streamModel, type GatewayLimits } from '../../plugins/llm/gateway';
import type { ModelTarget } from '../../plugins/llm/gateway';
import type { PixelPool } from './reading/pixel-pool';
import { checkScreenshot } from './reading/read-screenshot';
import { boundTurns } from './turns';

/** Long enough a side for a phone screenshot's text, small enough for any vision model. */
const SENT_SIDE = 2048;

const INSTRUCTION =
  'This is a screenshot of a chat app (WeChat, DingTalk or similar). Transcribe every message ' +
  'bubble from top to bottom as JSON: [{"speaker":"customer"|"me","text":"..."}]. Bubbles on the ' +
  'right side are "me", on the left "customer". Leave out times, dates, names, system notices and ' +
  'the app bar. Copy the text exactly, in its own language. Answer with the JSON array only.';

/** Turns as a model writes them; long ones are split and the count bounded afterwards. */
const answerSchema = z
  .array(z.object({ speaker: saleSpeakerSchema, text: z.string().trim().min(1) }))
  .max(SALE_TURNS_MAX * 4);

/** The JSON array in a model's answer (models like to wrap it in prose or a code fence). */
export function turnsFromAnswer(answer: string): SaleTurn[] {
  const start = answer.indexOf('[');
  const end = answer.lastIndexOf(']');
  if (start < 0 || end <= start) throw new AppError(422, 'SALE_PIC_NO_CHAT');
  let parsed: unknown;
  try {
    parsed = JSON.parse(answer.slice(start, end + 1));
  } catch {
    throw new AppError(422, 'SALE_READER_UNAVAILABLE');
  }
  const turns = answerSchema.safeParse(parsed);
  if (!turns.success) throw new AppError(422, 'SALE_READER_UNAVAILABLE');
  if (turns.data.length === 0) throw new AppError(422, 'SALE_PIC_NO_CHAT');
  return boundTurns(turns.data);
}

export async function readWithModel(
  target: ModelTarget,
  limits: GatewayLimits,
  pixels: PixelPool,
  bytes: Buffer,
  signal: AbortSignal,
): Promise<SaleTurn[]> {
  await checkScreenshot(bytes, { pixels, signal });
  const image = await sharp(bytes)
    .rotate()
    .resize(SENT_SIDE, SENT_SIDE, { fit: 'inside', withoutEnlargement: true })
    .jpeg({ quality: 85 })
    .toBuffer();
  const messages: ModelMessage[] = [
    {
      role: 'user',
      content: [
        { type: 'text', text: INSTRUCTION },
        { type: 'image', image: new Uint8Array(image), mediaType: 'image/jpeg' },
      ],
    },
  ];
  const upstream = new AbortController();
  const stop = () => upstream.abort('client');
  signal.addEventListener('abort', stop, { once: true });
  try {
    let answer = '';
    for await (const part of streamModel(target, messages, upstream, limits))
      if (part.type === 'delta') answer += part.text;
    return turnsFromAnswer(answer);
  } finally {
    signal.removeEventListener('abort', stop);
  }
}
