/** The file types the server reads (it judges by content; the name only picks between text formats). */
export const UPLOAD_EXTENSIONS = [
  'txt',
  'md',
  'markdown',
  'html',
  'htm',
  'pdf',
  'docx',
  'xlsx',
  'csv',
  'json',
] as const;

/** For the file picker's `accept`. */
export const UPLOAD_ACCEPT = UPLOAD_EXTENSIONS.map((extension) => `.${extension}`).join(',');

export type FileProblem = 'type' | 'size' | 'empty';

const extensionOf = (name: string) => {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
};

/** Why a file is refused before anything is sent, or null when it may go. */
export function fileProblem(
  file: { name: string; size: number },
  maxBytes: number,
): FileProblem | null {
  if (!(UPLOAD_EXTENSIONS as readonly string[]).includes(extensionOf(file.name))) return 'type';
  if (file.size === 0) return 'empty';
  if (maxBytes > 0 && file.size > maxBytes) return 'size';
  return null;
}
