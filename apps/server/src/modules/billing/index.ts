/** Plans, points and payment. */
export {
  addPoints,
  pointBalance,
  releaseStaleReservations,
  reservePoints,
  settleReservation,
  type PointOwner,
  type PointsIn,
  type Reservation,
} from './points.service';
