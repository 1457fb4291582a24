/**
 * The embedding model of the local stub: a deterministic vector of a text's characters and
 * character pairs, hashed into `dims` signed buckets and normalised. Texts that share wording
 * (退货 and 退款 share 退) come out close, as a real model's would for related Chinese text,
 * without any model file.
 */
export const STUB_EMBEDDING_DIMS = 256;

function bucket(feature: string, dims: number): [number, number] {
  // FNV-1a: a stable hash, so the same text always gives the same vector.
  let hash = 0x811c9dc5;
  for (let i = 0; i < feature.length; i++) {
    hash ^= feature.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return [hash % dims, hash & 0x80000000 ? -1 : 1];
}

export function stubEmbedding(text: string, dims = STUB_EMBEDDING_DIMS): number[] {
  const vector = new Array<number>(dims).fill(0);
  const chars = Array.from(text.normalize('NFKC').toLowerCase()).filter((c) =>
    /[\p{L}\p{N}]/u.test(c),
  );
  const add = (feature: string, weight: number) => {
    const [index, sign] = bucket(feature, dims);
    vector[index]! += sign * weight;
  };
  chars.forEach((c, i) => {
    add(c, 0.5);
    if (i > 0) add(chars[i - 1]! + c, 1);
  });
  const norm = Math.hypot(...vector) || 1;
  return vector.map((x) => x / norm);
}
