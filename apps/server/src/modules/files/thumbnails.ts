import { LRUCache } from 'lru-cache';
import sharp from 'sharp';

/** Thumbnails made lately, by file code and width: a list of them is fetched again and again. */
const made = new LRUCache<string, Buffer>({
  maxSize: 32 * 1024 * 1024,
  sizeCalculation: (body) => body.length,
});

/**
 * A stored image no wider than `width` (never enlarged), as WebP. `read` fetches the original
 * when this instance has not made the thumbnail lately.
 */
export async function thumbnail(
  code: string,
  width: number,
  read: () => Promise<Buffer | null>,
): Promise<Buffer | null> {
  const key = `${code}:${width}`;
  const kept = made.get(key);
  if (kept) return kept;
  const original = await read();
  if (!original) return null;
  try {
    const body = await sharp(original, { animated: false })
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
