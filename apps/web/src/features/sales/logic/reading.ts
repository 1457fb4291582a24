import {
  SALE_PIC_MAX_BYTES,
  SALE_PIC_TYPES,
  SALE_PICS_MAX,
  SALE_PICS_PER_UPLOAD,
  type SaleChat,
  type SalePic,
  type SaleReading,
} from '@miaoyu/contracts/sales';

/** The server is still reading the screenshots: the page polls and the dialogue waits. */
export const isReadingBusy = (reading: SaleReading) =>
  reading.state === 'queued' || reading.state === 'reading';

/** Where the screenshots are, from choosing them to the dialogue read from them. */
export type ReadingPhase = 'idle' | 'uploading' | 'starting' | 'reading' | 'done' | 'failed';

export interface ReadingView {
  phase: ReadingPhase;
  /** Pictures read so far and in all, while reading. */
  done: number;
  total: number;
  percent: number;
  /** Pictures that could not be read, with why. */
  failed: SalePic[];
  /** Pictures never read or failed: what "read" would read. */
  unread: SalePic[];
  /** Whether "read again" may be offered now. */
  canRead: boolean;
}

/**
 * What the screenshot area shows: the page's own step (sending the files, asking to read them)
 * comes first, then the server's reading state.
 */
export function readingView(chat: SaleChat, local: 'idle' | 'uploading' | 'starting'): ReadingView {
  const { reading, pics } = chat;
  const busy = isReadingBusy(reading);
  const failed = pics.filter((pic) => pic.state === 'failed');
  const unread = pics.filter((pic) => pic.state === 'new' || pic.state === 'failed');
  const phase: ReadingPhase =
    local !== 'idle'
      ? local
      : busy
        ? 'reading'
        : reading.state === 'done' || reading.state === 'failed'
          ? reading.state
          : 'idle';
  const total = busy ? Math.max(reading.total, 1) : reading.total;
  const done = Math.min(reading.done, total);
  return {
    phase,
    done,
    total,
    percent: total > 0 ? Math.round((done / total) * 100) : 0,
    failed,
    unread,
    canRead: chat.editable && local === 'idle' && !busy && pics.length > 0,
  };
}

export type PictureProblem = 'type' | 'size' | 'limit';

/**
 * The chosen files the server may take: PNG, JPEG or WebP, not too big, no more than the chat
 * has room for; in upload batches of at most nine (what one request carries).
 */
export function pickPictures(files: readonly File[], existing: number) {
  const room = Math.max(SALE_PICS_MAX - existing, 0);
  const accepted: File[] = [];
  const rejected: { name: string; problem: PictureProblem }[] = [];
  for (const file of files) {
    const problem: PictureProblem | null = !(SALE_PIC_TYPES as readonly string[]).includes(
      file.type,
    )
      ? 'type'
      : file.size > SALE_PIC_MAX_BYTES
        ? 'size'
        : accepted.length >= room
          ? 'limit'
          : null;
    if (problem) rejected.push({ name: file.name, problem });
    else accepted.push(file);
  }
  const batches: File[][] = [];
  for (let i = 0; i < accepted.length; i += SALE_PICS_PER_UPLOAD)
    batches.push(accepted.slice(i, i + SALE_PICS_PER_UPLOAD));
  return { accepted, rejected, batches };
}

/** The pictures' ids with one moved a place left (-1) or right (+1). */
export function movePic(pics: readonly { id: string }[], id: string, step: -1 | 1): string[] {
  const ids = pics.map((pic) => pic.id);
  const from = ids.indexOf(id);
  const to = from + step;
  if (from < 0 || to < 0 || to >= ids.length) return ids;
  [ids[from], ids[to]] = [ids[to]!, ids[from]!];
  return ids;
}
