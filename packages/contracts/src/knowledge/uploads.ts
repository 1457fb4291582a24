import { z } from 'zod';
import { idSchema } from '../ids';
import { safeText } from '../text';
import { datasetParamsSchema } from './datasets';

/**
 * A large file goes up in parts: after a dropped connection only the parts the server does not
 * have are sent again. Files up to one part go in one request.
 */
export const UPLOAD_PART_BYTES = 4 * 1024 * 1024;
/** An upload not completed within this long is dropped with its parts. */
export const UPLOAD_TTL_HOURS = 24;

export const createUploadSchema = z.object({
  /** The file's name as the browser gives it (the server cleans it). */
  name: safeText()
    .trim()
    .refine((v) => v.length > 0 && Array.from(v).length <= 200, {
      message: 'validation.documentName',
    }),
  size: z.number().int().min(1),
  folderId: idSchema.nullable().default(null),
});
export type CreateUpload = z.input<typeof createUploadSchema>;

export const uploadSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    size: z.number().int(),
    partSize: z.number().int(),
    partCount: z.number().int(),
    /** Part indexes (from 0) the server has. */
    received: z.array(z.number().int()),
    expiresAt: z.string(),
  })
  .meta({ id: 'DatasetUpload' });
export type DatasetUpload = z.infer<typeof uploadSchema>;

export const uploadParamsSchema = datasetParamsSchema.extend({ uploadId: idSchema });
export const uploadPartParamsSchema = uploadParamsSchema.extend({
  index: safeText()
    .regex(/^\d{1,6}$/, { message: 'validation.partIndex' })
    .transform(Number),
});
