import type { MatrixAction } from '../../../test/matrix/actions';
import type { Actor } from '../../../test/matrix/fixture';

const signedIn: Actor[] = ['owner', 'admin', 'member', 'otherOwner', 'platformAdmin'];

/** The studio's menu. */
export const MATRIX: MatrixAction[] = [
  {
    name: 'read my menu',
    request: () => ({ method: 'POST', url: '/api/user/menu' }),
    allowed: signedIn,
  },
];
