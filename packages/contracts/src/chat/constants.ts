import { z } from 'zod';

/** Answering modes; later issues add knowledge-base and scene modes. */
export const CHAT_COMPLETION_TYPES = ['chat'] as const;
export const chatCompletionTypeSchema = z.enum(CHAT_COMPLETION_TYPES);
export type ChatCompletionType = z.infer<typeof chatCompletionTypeSchema>;

export const CHAT_PROMPT_MAX_CHARS = 20_000;
export const CHAT_TITLE_MAX_CHARS = 100;
export const CHAT_TOPIC_MAX_CHARS = 4_000;
export const CHAT_DEFAULT_CONTEXT_SIZE = 10;
export const CHAT_MAX_ATTACHMENTS = 8;
export const CHAT_IMAGE_MAX_BYTES = 10 * 1024 * 1024;
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
/** The model ref of the built-in offline answerer (no provider configured). */
export const OFFLINE_MODEL_REF = 'offline';
