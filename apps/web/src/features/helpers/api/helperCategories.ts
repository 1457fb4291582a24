import { useQuery } from '@tanstack/react-query';
import { helperCategoryListSchema } from '@miaoyu/contracts/helpers';
import { getFirst } from '@/lib/preload';
import { helperKeys } from './keys';
import { helperCategoriesRequest } from './requests';

/** `GET /v1/public/helper-categories`: the square's categories, most helpers first. */
export async function listHelperCategories() {
  return helperCategoryListSchema.parse(await getFirst(helperCategoriesRequest())).list;
}

export function useHelperCategories() {
  return useQuery({
    queryKey: helperKeys.categories,
    queryFn: listHelperCategories,
    staleTime: 5 * 60_000,
  });
}
