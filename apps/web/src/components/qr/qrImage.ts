import { toDataURL } from 'qrcode';

/** Pixels of the PNG a QR code is drawn and downloaded at: sharp when printed or shown large. */
export const QR_PNG_SIZE = 512;

/**
 * `text` as a QR code in a PNG data URL (drawn on a canvas in the browser): dark on white with
 * a quiet zone, so any phone camera reads it. Loaded apart from the pages that show no QR code.
 */
export const qrDataUrl = (text: string): Promise<string> =>
  toDataURL(text, { width: QR_PNG_SIZE, margin: 2, errorCorrectionLevel: 'M' });
