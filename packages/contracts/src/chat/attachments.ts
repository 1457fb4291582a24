import { z } from 'zod';

/** A file sent with a question (an image or a text file), as a completion lists it. */
export const chatAttachmentSchema = z
  .object({
    code: z.string(),
    kind: z.enum(['image', 'text']),
    name: z.string(),
    size: z.number().int(),
    contentType: z.string(),
    url: z.string().meta({ description: 'Fetch with the auth header' }),
  })
  .meta({ id: 'ChatAttachment' });
export type ChatAttachment = z.infer<typeof chatAttachmentSchema>;
