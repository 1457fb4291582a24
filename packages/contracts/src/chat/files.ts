/**
 * Which files a question may carry, for the server and both web clients. Kept apart from zod, so
 * the visitor chat (a few kilobytes) can read it too.
 */
export const CHAT_IMAGE_MAX_BYTES = 10 * 1024 * 1024;
/** A 48-megapixel phone photo fits; a small file that decodes into a huge picture does not. */
export const CHAT_IMAGE_MAX_PIXELS = 50_000_000;
export const CHAT_TEXT_FILE_MAX_BYTES = 2 * 1024 * 1024;
export const CHAT_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;
/** Text files by extension; the content is checked too (UTF-8, no binary bytes). */
export const CHAT_TEXT_EXTENSIONS = [
  'txt',
  'md',
  'markdown',
  'csv',
  'tsv',
  'json',
  'jsonl',
  'yaml',
  'yml',
  'toml',
  'xml',
  'html',
  'css',
  'js',
  'jsx',
  'ts',
  'tsx',
  'mjs',
  'cjs',
  'py',
  'java',
  'kt',
  'go',
  'rs',
  'c',
  'h',
  'cpp',
  'hpp',
  'cc',
  'cs',
  'php',
  'rb',
  'swift',
  'sh',
  'bash',
  'sql',
  'vue',
  'svelte',
  'ini',
  'conf',
  'log',
  'lua',
  'r',
  'scala',
  'dart',
] as const;

/** Image, text file or neither, by type and extension (the server checks the content too). */
export function attachmentKindOf(file: { name: string; type: string }): 'image' | 'text' | null {
  if ((CHAT_IMAGE_TYPES as readonly string[]).includes(file.type)) return 'image';
  const extension = file.name.includes('.') ? file.name.split('.').pop()!.toLowerCase() : '';
  return (CHAT_TEXT_EXTENSIONS as readonly string[]).includes(extension) ? 'text' : null;
}

/** The largest file of its kind a question may carry. */
export const attachmentMaxBytes = (kind: 'image' | 'text') =>
  kind === 'image' ? CHAT_IMAGE_MAX_BYTES : CHAT_TEXT_FILE_MAX_BYTES;
