/** Plans, points and payment. */
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
