import type { MatrixAction } from '../../../test/matrix/actions';
import type { Actor } from '../../../test/matrix/fixture';

const signedIn: Actor[] = ['owner', 'admin', 'member', 'otherOwner', 'platformAdmin'];

/** The signed-in user's own account: a path's `{id}` must be the caller. */
export const MATRIX: MatrixAction[] = [
  {
    name: "update the member's profile",
    request: (w) => ({
      method: 'POST',
      url: `/v1/user/${w.ids.member}/profile`,
      payload: { nickname: '改名' },
    }),
    allowed: ['member'],
    denied: { owner: 403, admin: 403, otherOwner: 403, platformAdmin: 403 },
  },
  {
    name: 'list my devices',
    request: () => ({ method: 'GET', url: '/v1/user/devices' }),
    allowed: signedIn,
  },
];
