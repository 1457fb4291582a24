/** Image uploads the server accepts (it checks the content too): avatars, logos, screenshots. */
export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;
export const IMAGE_MAX_MB = 5;
export const IMAGE_MAX_BYTES = IMAGE_MAX_MB * 1024 * 1024;
/** For `<input type="file" accept>`. */
export const IMAGE_ACCEPT = IMAGE_TYPES.join(',');

export type ImageProblem = 'type' | 'size';

/** Checks a chosen file before uploading it; answers what is wrong, or null. */
export function checkImageFile(file: File, maxBytes = IMAGE_MAX_BYTES): ImageProblem | null {
  if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) return 'type';
  if (file.size > maxBytes) return 'size';
  return null;
}
