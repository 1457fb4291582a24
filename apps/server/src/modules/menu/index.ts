import type { ModulePlugin } from '../../lib/module';
import menuRoutes from './routes';

/** The studio's menu: what each platform role sees, as platform admins set it. */
const menu: ModulePlugin = async (app) => {
  await app.register(menuRoutes);
};

export default menu;

// What other modules may call: platform administration edits the menus.
export { allRoleMenus, resetRoleMenu, saveRoleMenu } from './store';
