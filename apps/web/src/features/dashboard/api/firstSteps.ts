import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FirstSteps, firstStepsSchema, SetFirstSteps } from '@miaoyu/contracts/workplace';
import { answerOf } from '@/lib/answer';
import { api } from '@/lib/http';
import { getFirst } from '@/lib/preload';
import { firstStepsRequest } from './requests';

/** Silent: without its list the workplace is still whole, so a failure only hides the list. */
export async function getFirstSteps(): Promise<FirstSteps> {
  return answerOf<typeof firstStepsSchema>(await getFirst(firstStepsRequest(), { silent: true }));
}

export async function setFirstSteps(body: SetFirstSteps): Promise<FirstSteps> {
  // The body is the checklist's own state, not something typed: the server checks it.
  return answerOf<typeof firstStepsSchema>(await api.put('/v1/workplace/first-steps', body));
}

// Steps are done on other pages: coming back to the workplace reads them again.
export const firstStepsQueryOptions = () =>
  queryOptions({ queryKey: ['workplace', 'first-steps'], queryFn: getFirstSteps, staleTime: 0 });

/** Which first steps the caller's current team has done, and whether the caller put them away. */
export function useFirstSteps() {
  return useQuery(firstStepsQueryOptions());
}

export function useSetFirstSteps() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: setFirstSteps,
    onSuccess: (steps) => client.setQueryData(firstStepsQueryOptions().queryKey, steps),
  });
}
