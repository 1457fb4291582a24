import type { MatrixAction } from '../../../test/matrix/actions';
import type { Actor } from '../../../test/matrix/fixture';

const signedIn: Actor[] = ['owner', 'admin', 'member', 'otherOwner', 'platformAdmin'];

/** Feedback: anyone signed in sends it and reads their own. */
export const MATRIX: MatrixAction[] = [
  {
    name: 'list my feedback',
    request: () => ({ method: 'GET', url: '/v1/feedbacks' }),
    allowed: signedIn,
  },
  {
    name: 'send feedback',
    request: () => ({
      method: 'POST',
      url: '/v1/feedbacks',
      payload: { type: 'bug', content: '按钮点不动' },
    }),
    allowed: signedIn,
  },
];
