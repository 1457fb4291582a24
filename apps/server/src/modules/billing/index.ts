/** Plans, points and payment. */
import type { ModulePlugin } from '../../lib/module';
import planRoutes from './plans.routes';
import priceRoutes from './prices.routes';
import { defineBillingSweeps } from './sweeps';

const billing: ModulePlugin = async (app) => {
  await app.register(planRoutes);
  await app.register(priceRoutes);
  if (app.plans.enabled) defineBillingSweeps(app);
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
// A model's answer holds its points before the model is asked and settles them when it ends.
export { meterModelAnswer, type AnswerUse, type PointsMeter } from './metering';
