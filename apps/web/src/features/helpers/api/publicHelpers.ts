import type { z } from 'zod';
import {
  publicHelperListSchema,
  type publicHelperListQuerySchema,
} from '@miaoyu/contracts/helpers';
import { api } from '@/lib/http';

export type PublicHelperQuery = Partial<z.output<typeof publicHelperListQuerySchema>>;

/** `GET /v1/public/helpers`: the public square, open without sign-in. */
export async function listPublicHelpers(query: PublicHelperQuery) {
  return publicHelperListSchema.parse(await api.get('/v1/public/helpers', { params: query }));
}
