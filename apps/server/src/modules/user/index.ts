import type { ModulePlugin } from '../../lib/module';
import accountRoutes from './account.routes';
import { AVATAR_FILES } from './file-purposes';
import userRoutes from './routes';

/** People: signing in by phone code, who one is, and one's own account. */
const user: ModulePlugin = async (app, { config }) => {
  app.filePurposes.register(AVATAR_FILES);
  await app.register(userRoutes, { config });
  await app.register(accountRoutes, { config });
};

export default user;

// What other modules may call: the demo seed makes its people the way sign-in would.
export { createUserWithPersonalOrg, findUserByPhone, type UserRow } from './repo';
// Helpers' pictures are stored as avatars are.
export { AVATAR_FILES } from './file-purposes';
// Sign-in through a team's identity provider answers as phone sign-in does.
export { toUserInfo } from './user-info';
