import type { z } from 'zod';
import type {
  publicHelperListSchema,
  publicHelperListQuerySchema,
} from '@miaoyu/contracts/helpers';
import { answerOf } from '@/lib/answer';
import { getFirst } from '@/lib/preload';
import { publicHelpersRequest } from './requests';

export type PublicHelperQuery = Partial<z.output<typeof publicHelperListQuerySchema>>;

/** `GET /v1/public/helpers`: the public square, open without sign-in. */
export async function listPublicHelpers(query: PublicHelperQuery) {
  return answerOf<typeof publicHelperListSchema>(await getFirst(publicHelpersRequest(query)));
}
