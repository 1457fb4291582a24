/** Sale chats as the API shows them. */
import { formatMessage, isMessageKey, type Locale } from '@miaoyu/contracts';
import {
  SALE_PIC_MAX_BYTES,
  SALE_PIC_MAX_PIXELS,
  SALE_PIC_MAX_SIDE,
  type SaleChat,
  type SaleChatSummary,
  type SalePic,
  type SaleSuggestion,
} from '@miaoyu/contracts/sales';
import { sizeText } from '../../lib/upload';
import { fileUrl } from '../files';
import type { SaleChatSummaryRow } from './chats.repo';
import type { SalePicRecord } from './pics.repo';
import type { SaleSuggestionRow } from './suggestions.repo';

/** The limits a picture's error message may name, and the picture's own name. */
export const picErrorParams = (name: string) => ({
  name,
  side: SALE_PIC_MAX_SIDE,
  pixels: `${SALE_PIC_MAX_PIXELS / 1_000_000}M`,
  limit: sizeText(SALE_PIC_MAX_BYTES),
});

export const errorText = (locale: Locale, code: string | null, name = '') =>
  code && isMessageKey(code) ? formatMessage(locale, code, picErrorParams(name)) : code;

export function toSummary(row: SaleChatSummaryRow, editable: boolean): SaleChatSummary {
  const { chat } = row;
  return {
    id: String(chat.id),
    orgId: String(chat.orgId),
    helperId: chat.helperId === null ? null : String(chat.helperId),
    helperName: row.helperName,
    helperCode: row.helperCode,
    customerName: chat.customerName,
    channel: chat.channel,
    stage: chat.stage,
    notes: chat.notes,
    visibility: chat.visibility,
    ownerId: String(chat.ownerId),
    ownerName: row.ownerName,
    editable,
    picCount: row.picCount,
    lastTurn: chat.turns.at(-1) ?? null,
    lastSent: row.lastSent,
    createdAt: chat.createdAt.toISOString(),
    updatedAt: chat.updatedAt.toISOString(),
  };
}

export function toPic(pic: SalePicRecord, locale: Locale): SalePic {
  return {
    id: String(pic.id),
    url: fileUrl(pic.code),
    name: pic.name,
    width: pic.width,
    height: pic.height,
    position: pic.position,
    state: pic.state,
    error: pic.error,
    errorMessage: errorText(locale, pic.error, pic.name),
    turns: pic.turns,
  };
}

export function toSuggestion(row: SaleSuggestionRow): SaleSuggestion {
  return {
    id: String(row.id),
    replies: row.replies,
    citations: row.citations,
    model: row.model,
    sentIndex: row.sentIndex,
    sentText: row.sentText,
    sentAt: row.sentAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

export function toSaleChat(
  row: SaleChatSummaryRow,
  editable: boolean,
  pics: SalePicRecord[],
  suggestions: SaleSuggestionRow[],
  locale: Locale,
): SaleChat {
  const { chat } = row;
  return {
    ...toSummary(row, editable),
    pics: pics.map((p) => toPic(p, locale)),
    turns: chat.turns,
    reading: {
      state: chat.readingState,
      done: chat.readingDone,
      total: chat.readingTotal,
      error: chat.readingError,
      errorMessage: errorText(locale, chat.readingError),
      startedAt: chat.readingStartedAt?.toISOString() ?? null,
      finishedAt: chat.readingFinishedAt?.toISOString() ?? null,
    },
    suggestions: suggestions.map(toSuggestion),
  };
}
