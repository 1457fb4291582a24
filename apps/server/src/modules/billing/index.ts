/** Plans, points and payment. */
import type { ModulePlugin } from '../../lib/module';
import planRoutes from './plans.routes';

const billing: ModulePlugin = async (app) => {
  await app.register(planRoutes);
};

export default billing;

// What other modules may call: points held while a stream runs, and the plan's limits.
export {
  addPoints,
  expireGrantedPoints,
  pointBalance,
  releaseStaleReservations,
  reservePoints,
  settleReservation,
  type PointOwner,
  type PointsIn,
  type Reservation,
} from './points.service';
export { planGuardPlugin, type LimitCounter, type PlanGuard } from './plan-guard';
