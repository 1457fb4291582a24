import type { MatrixAction } from '../../../test/matrix/actions';
import type { Actor } from '../../../test/matrix/fixture';

const signedIn: Actor[] = ['owner', 'admin', 'member', 'otherOwner', 'platformAdmin'];

/** The workplace's overview. */
export const MATRIX: MatrixAction[] = [
  {
    name: 'read the workplace',
    request: () => ({ method: 'GET', url: '/v1/workplace/overview' }),
    allowed: signedIn,
  },
];
