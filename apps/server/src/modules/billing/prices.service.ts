/** The price table: what a model's tokens cost in points, set by platform admins (audited). */
import type { FastifyInstance } from 'fastify';
import { DEFAULT_PRICE_MODEL, type PointPrice, type PointPriceInput } from '@miaoyu/contracts';
import { audit } from '../../lib/audit';
import { AppError } from '../../lib/errors';
import { requirePlatformAdminScope, type Caller } from '../../lib/scope';
import { requireBilling } from './plans.service';
import { deletePriceRow, listPriceRows, priceRow, upsertPrice, type PriceRow } from './prices.repo';

const toPrice = (row: PriceRow): PointPrice => ({
  id: String(row.id),
  model: row.model,
  inputPerMillion: row.inputPerMillion,
  outputPerMillion: row.outputPerMillion,
  cachedPerMillion: row.cachedPerMillion,
});

export async function listPrices(app: FastifyInstance, caller: Caller) {
  requireBilling(app);
  requirePlatformAdminScope(caller);
  return { list: (await listPriceRows(app.db)).map(toPrice) };
}

/** Sets a model's price (the row is made or changed); answers the whole table. */
export async function setPrice(app: FastifyInstance, caller: Caller, input: PointPriceInput) {
  requireBilling(app);
  requirePlatformAdminScope(caller);
  await app.db.transaction(async (tx) => {
    const row = await upsertPrice(tx, input);
    await audit(tx, {
      actorUserId: caller.user.id,
      action: 'point_price.set',
      targetType: 'point_price',
      targetId: row.id,
      detail: { ...input },
    });
  });
  return listPrices(app, caller);
}

/** Removes a model's own price (it costs the default again); the default stays. */
export async function removePrice(app: FastifyInstance, caller: Caller, priceId: bigint) {
  requireBilling(app);
  requirePlatformAdminScope(caller);
  await app.db.transaction(async (tx) => {
    const row = await priceRow(tx, priceId);
    if (!row) throw new AppError(404, 'NOT_FOUND');
    if (row.model === DEFAULT_PRICE_MODEL) throw new AppError(422, 'PRICE_DEFAULT_FIXED');
    await deletePriceRow(tx, priceId);
    await audit(tx, {
      actorUserId: caller.user.id,
      action: 'point_price.remove',
      targetType: 'point_price',
      targetId: priceId,
      detail: { model: row.model },
    });
  });
  return listPrices(app, caller);
}
