import { z } from 'zod';
import { safeText } from './text';

/** `GET /v1/files/{code}`: the random code an upload is stored under. */
export const fileCodeParamsSchema = z.object({ code: safeText().regex(/^[a-z0-9]{20}$/) });
