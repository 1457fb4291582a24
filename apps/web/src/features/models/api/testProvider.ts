import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  testModelProviderResultSchema,
  testModelProviderSchema,
} from '@miaoyu/contracts/models';
import { answerOf } from '@/lib/answer';
import { api } from '@/lib/http';
import { providersPath } from './requests';

export type TestProviderBody = z.input<typeof testModelProviderSchema>;
export type TestProviderResult = z.infer<typeof testModelProviderResultSchema>;

/**
 * A failing endpoint still answers 200 with `ok: false`; only a refused address (422) or a
 * transport failure rejects, and the caller shows that in place (silent).
 */
export async function testProvider(
  orgId: string,
  body: TestProviderBody,
): Promise<TestProviderResult> {
  const answer = await api.post(`${providersPath(orgId)}/test`, body, {
    silent: true,
  });
  return answerOf<typeof testModelProviderResultSchema>(answer);
}

export function useTestProvider(orgId: string) {
  return useMutation({ mutationFn: (body: TestProviderBody) => testProvider(orgId, body) });
}
