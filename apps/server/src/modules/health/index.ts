import type { ModulePlugin } from '../../lib/module';
import healthRoutes from './routes';

/** Liveness and readiness. */
const health: ModulePlugin = async (app) => {
  await app.register(healthRoutes);
};

export default health;
