import type { ModulePlugin } from '../../lib/module';
import workplaceRoutes from './routes';

/** The workplace: an organisation's overview and its first steps. */
const workplace: ModulePlugin = async (app, { config }) => {
  await app.register(workplaceRoutes, { config });
};

export default workplace;
