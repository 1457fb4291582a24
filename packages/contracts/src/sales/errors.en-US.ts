import type { SALES_ERRORS } from './errors';

/** SALES_ERRORS in English: every code of the domain, none other. */
export const SALES_ERRORS_EN: Record<keyof typeof SALES_ERRORS, string> = {
  SALE_PIC_UNSUPPORTED: 'Only PNG, JPEG or WebP screenshots can be uploaded ({name} is not one)',
  SALE_PIC_CORRUPT: 'The image {name} is damaged or incomplete; take the screenshot again',
  SALE_PIC_TOO_LARGE:
    'The image {name} has too many pixels (longest side at most {side}, at most {pixels} pixels)',
  SALE_PIC_TOO_BIG: 'The image {name} is too large (limit {limit})',
  SALE_PIC_BLANK: 'This image is blank: there is nothing to read',
  SALE_PIC_NO_CHAT:
    'No chat bubbles were found in this image; upload a screenshot of the chat window',
  SALE_PIC_TIMEOUT: 'Reading this image took too long; crop it and try again',
  SALE_PICS_LIMIT: 'A sale chat has at most {limit} screenshots; delete some first',
  SALE_PICS_ORDER: "The order must list each of this chat's screenshots exactly once",
  SALE_READER_UNAVAILABLE: 'Screenshot reading is unavailable right now; try again later',
  SALE_READING_BUSY: 'The screenshots are being read; wait until it finishes',
  SALE_NOT_A_SALE_HELPER: 'Choose a sales assistant',
  SALE_NO_DIALOGUE:
    'There is no dialogue yet: upload and read screenshots, or add the lines by hand',
  SALE_NO_PICS: 'This sale chat has no screenshots yet',
  SALE_NO_MODEL: 'No model is available yet: ask a team admin to add one in the model settings',
};
