import type { ModulePlugin } from '../../lib/module';
import adminFeedbackRoutes from './feedback.routes';
import adminRoutes from './routes';
import adminUserRoutes from './users.routes';

/** Platform administration, for platform role `admin` only: settings, people, feedback. */
const admin: ModulePlugin = async (app, { config }) => {
  await app.register(adminRoutes, { config });
  await app.register(adminFeedbackRoutes);
  await app.register(adminUserRoutes);
};

export default admin;
