import { browserTimeZone } from '@/lib/datetime';
import type { FirstRequest } from '@/lib/preload';

/**
 * `GET /v1/workplace/overview`: the workplace figures of the caller's current organisation, with
 * days counted in the browser's time zone (as every time here is shown).
 */
export const workplaceOverviewRequest = (): FirstRequest => ({
  path: '/v1/workplace/overview',
  params: { timeZone: browserTimeZone() },
});

/** `GET /v1/workplace/first-steps`: which first steps the team has done. */
export const firstStepsRequest = (): FirstRequest => ({ path: '/v1/workplace/first-steps' });
