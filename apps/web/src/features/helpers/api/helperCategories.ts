import { useQuery } from '@tanstack/react-query';
import type { helperCategoryListSchema } from '@miaoyu/contracts/helpers';
import { answerOf } from '@/lib/answer';
import { getFirst } from '@/lib/preload';
import { helperKeys } from './keys';
import { helperCategoriesRequest } from './requests';

/** `GET /v1/public/helper-categories`: the square's categories, most helpers first. */
export async function listHelperCategories() {
  return answerOf<typeof helperCategoryListSchema>(await getFirst(helperCategoriesRequest())).list;
}

export function useHelperCategories() {
  return useQuery({
    queryKey: helperKeys.categories,
    queryFn: listHelperCategories,
    staleTime: 5 * 60_000,
  });
}
