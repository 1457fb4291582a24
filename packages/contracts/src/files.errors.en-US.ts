import type { FILE_ERRORS } from './files.errors';

/** FILE_ERRORS in English: every code of the domain, none other. */
export const FILE_ERRORS_EN: Record<keyof typeof FILE_ERRORS, string> = {
  INVALID_IMAGE: 'The file is not an image we can read (PNG, JPEG, WebP or GIF)',
  FILE_REQUIRED: 'Choose a file to upload',
  TOO_MANY_FILES: 'Too many files',
};
