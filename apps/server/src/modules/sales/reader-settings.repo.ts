/** The SQL of sales helpers' reading settings: every query names the org it touches. */
import { and, eq } from 'drizzle-orm';
import { DEFAULT_SALE_HELPER_SETTINGS, type SaleHelperSettings } from '@miaoyu/contracts/sales';
import type { Executor } from '../../db/client';
import { saleHelperSettings } from '../../db/schema';

export async function findReaderSettings(
  db: Executor,
  orgId: bigint,
  helperId: bigint,
): Promise<SaleHelperSettings> {
  const [row] = await db
    .select({ reader: saleHelperSettings.reader, visionModel: saleHelperSettings.visionModel })
    .from(saleHelperSettings)
    .where(and(eq(saleHelperSettings.orgId, orgId), eq(saleHelperSettings.helperId, helperId)));
  return row ?? DEFAULT_SALE_HELPER_SETTINGS;
}

export async function saveReaderSettings(
  db: Executor,
  orgId: bigint,
  helperId: bigint,
  settings: SaleHelperSettings,
) {
  await db
    .insert(saleHelperSettings)
    .values({ helperId, orgId, ...settings })
    .onConflictDoUpdate({
      target: saleHelperSettings.helperId,
      set: { ...settings, updatedAt: new Date() },
    });
}
