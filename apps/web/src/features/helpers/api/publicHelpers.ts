import type { z } from 'zod';
import {
  publicHelperListSchema,
  type publicHelperListQuerySchema,
} from '@miaoyu/contracts/helpers';
import { getFirst } from '@/lib/preload';
import { publicHelpersRequest } from './requests';

export type PublicHelperQuery = Partial<z.output<typeof publicHelperListQuerySchema>>;

/** `GET /v1/public/helpers`: the public square, open without sign-in. */
export async function listPublicHelpers(query: PublicHelperQuery) {
  return publicHelperListSchema.parse(await getFirst(publicHelpersRequest(query)));
}
