import type { KNOWLEDGE_ERRORS } from './errors';

/** KNOWLEDGE_ERRORS in English: every code of the domain, none other. */
export const KNOWLEDGE_ERRORS_EN: Record<keyof typeof KNOWLEDGE_ERRORS, string> = {
  STORAGE_QUOTA_EXCEEDED:
    'Not enough knowledge-base storage (the team may use {limit}); delete files you no longer need or ask an admin',
  DOCUMENT_TOO_LARGE: 'The file {name} is too large (at most {limit})',
  WORKBOOK_TOO_MANY_SHEETS:
    'The workbook {name} has {count} sheets, more than the limit of {limit}; split it and upload the parts',
  DUPLICATE_DOCUMENT: 'A file with the same content is already in this knowledge base: {name}',
  UPLOAD_PART_INVALID: 'Part {index} has the wrong size (it should be {expected} bytes)',
  UPLOAD_INCOMPLETE: 'The file has not fully arrived ({missing} parts missing)',
  FOLDER_CYCLE: 'A folder cannot be moved into itself or one of its subfolders',
  URL_FORBIDDEN: 'Pages on private, loopback or reserved addresses cannot be imported',
  URL_UNRESOLVED: "The address's host name does not resolve",
  DOCUMENT_BUSY: 'The document is being processed; try again shortly',
};
