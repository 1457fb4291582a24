import type { teamHelperListSchema } from '@miaoyu/contracts/helper-use';
import { answerOf } from '@/lib/answer';
import { getFirst } from '@/lib/preload';
import { teamHelpersRequest } from './requests';

/** `GET /v1/public/teams/{code}/helpers`: a team's public helpers and its name, open to anyone. */
export async function listTeamHelpers(code: string, offset: number, limit: number) {
  const data = await getFirst(teamHelpersRequest(code, offset, limit), {
    // An unknown team is a page of its own (not found), not a notification.
    silent: true,
  });
  return answerOf<typeof teamHelperListSchema>(data);
}
