import { LRUCache } from 'lru-cache';
import sharp from 'sharp';
import { CHAT_IMAGE_MAX_PIXELS } from '@miaoyu/contracts';

/** Thumbnails made lately, by file code and width: a list of them is fetched again and again. */
const made = new LRUCache<string, Buffer>({
  maxSize: 32 * 1024 * 1024,
  sizeCalculation: (body) => body.length,
});
/** Thumbnails being made: requests for one that is under way wait for it, not decode again. */
const making = new Map<string, Promise<Buffer | null>>();

/**
 * A stored image no wider than `width` (never enlarged), as WebP. `read` fetches the original
 * when this instance has not made the thumbnail lately.
 */
export function thumbnail(
  code: string,
  width: number,
  read: () => Promise<Buffer | null>,
): Promise<Buffer | null> {
  const key = `${code}:${width}`;
  const kept = made.get(key);
  if (kept) return Promise.resolve(kept);
  let pending = making.get(key);
  if (!pending) {
    pending = make(key, width, read).finally(() => making.delete(key));
    making.set(key, pending);
  }
  return pending;
}

async function make(key: string, width: number, read: () => Promise<Buffer | null>) {
  const original = await read();
  if (!original) return null;
  try {
    // Uploads over this are refused; one stored before that rule is not decoded at all.
    const body = await sharp(original, { animated: false, limitInputPixels: CHAT_IMAGE_MAX_PIXELS })
      .resize({ width, withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer();
    made.set(key, body);
    return body;
  } catch {
    // Uploads are checked and re-encoded when stored; a stored file sharp cannot read is still
    // better shown whole than not at all.
    return original;
  }
}
