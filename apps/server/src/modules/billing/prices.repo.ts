/** The SQL of the price table: platform-wide, read by every metered answer. */
import { asc, eq, inArray } from 'drizzle-orm';
import { DEFAULT_PRICE_MODEL } from '@miaoyu/contracts';
import type { Executor } from '../../db/client';
import { pointPrices } from '../../db/schema';

export type PriceRow = typeof pointPrices.$inferSelect;
type PriceValues = Pick<
  PriceRow,
  'model' | 'inputPerMillion' | 'outputPerMillion' | 'cachedPerMillion'
>;

export function listPriceRows(db: Executor) {
  return db.select().from(pointPrices).orderBy(asc(pointPrices.model));
}

/** The model's own price, else the default (`*`) one, which the migration makes. */
export async function priceOf(db: Executor, model: string) {
  const rows = await db
    .select()
    .from(pointPrices)
    .where(inArray(pointPrices.model, [model, DEFAULT_PRICE_MODEL]));
  const price = rows.find((r) => r.model === model) ?? rows.find((r) => r.model !== model);
  if (!price) throw new Error('the default point price is missing: its migration makes it');
  return price;
}

export async function upsertPrice(db: Executor, values: PriceValues) {
  const { model: _model, ...prices } = values;
  const [row] = await db
    .insert(pointPrices)
    .values(values)
    .onConflictDoUpdate({ target: pointPrices.model, set: prices })
    .returning();
  return row!;
}

export async function deletePriceRow(db: Executor, priceId: bigint) {
  const [row] = await db.delete(pointPrices).where(eq(pointPrices.id, priceId)).returning();
  return row ?? null;
}

export async function priceRow(db: Executor, priceId: bigint) {
  const [row] = await db.select().from(pointPrices).where(eq(pointPrices.id, priceId));
  return row ?? null;
}
