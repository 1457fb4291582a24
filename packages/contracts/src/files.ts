import { z } from 'zod';
import { safeText } from './text';

/** `GET /v1/files/{code}`: the random code an upload is stored under. */
export const fileCodeParamsSchema = z.object({ code: safeText().regex(/^[a-z0-9]{20}$/) });

/** The widths a stored image is served at besides its own (`?w=`), for lists of thumbnails. */
export const FILE_THUMB_WIDTHS = ['160', '320', '640'] as const;
export type FileThumbWidth = (typeof FILE_THUMB_WIDTHS)[number];

/** `GET /v1/files/{code}?w=`: an image no wider than `w`; other files come as they are. */
export const fileQuerySchema = z.object({ w: z.enum(FILE_THUMB_WIDTHS).optional() });
