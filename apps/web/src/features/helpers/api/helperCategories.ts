import { useQuery } from '@tanstack/react-query';
import { helperCategoryListSchema } from '@miaoyu/contracts/helpers';
import { api } from '@/lib/http';
import { helperKeys } from './keys';

/** `GET /v1/public/helper-categories`: the square's categories, most helpers first. */
export async function listHelperCategories() {
  return helperCategoryListSchema.parse(await api.get('/v1/public/helper-categories')).list;
}

export function useHelperCategories() {
  return useQuery({
    queryKey: helperKeys.categories,
    queryFn: listHelperCategories,
    staleTime: 5 * 60_000,
  });
}
