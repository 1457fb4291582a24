import type { FirstRequest } from '@/lib/preload';

/** `GET /v1/user/devices`: browsers and clients signed in as the caller. */
export const devicesRequest = (): FirstRequest => ({ path: '/v1/user/devices' });

/** `GET /v1/user/deletion-impact`: what deleting the account would take with it. */
export const deletionImpactRequest = (): FirstRequest => ({ path: '/v1/user/deletion-impact' });
