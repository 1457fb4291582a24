/** Plans, points and payment. */
import type { ModulePlugin } from '../../lib/module';
import planRoutes from './plans.routes';
import priceRoutes from './prices.routes';
import { defineBillingSweeps } from './sweeps';
import notifyRoutes from './orders/notify.routes';
import orderRoutes from './orders/orders.routes';
import { defineOrderReconciling } from './orders/reconcile';
import { paymentChannels } from './orders/registry';

const billing: ModulePlugin = async (app, { config }) => {
  await app.register(planRoutes);
  await app.register(priceRoutes);
  const channels = paymentChannels(config);
  await app.register(orderRoutes, {
    channels,
    fenPerThousandPoints: config.POINTS_FEN_PER_THOUSAND,
  });
  await app.register(notifyRoutes, { channels });
  if (!app.plans.enabled) return;
  defineBillingSweeps(app);
  defineOrderReconciling(app, channels);
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
