/**
 * How a sales helper reads screenshots: offline OCR unless its manager chose one of the org's
 * vision models. Managed by whoever manages the helper.
 */
import type { FastifyInstance } from 'fastify';
import type { SaleHelperSettings } from '@miaoyu/contracts/sales';
import type { Executor } from '../../db/client';
import { AppError } from '../../lib/errors';
import type { Caller } from '../../lib/scope';
import { managedHelperOfKind, type LoadCatalog } from '../helpers';
import type { ModelTarget } from '../../plugins/llm/gateway';
import { findReaderSettings, saveReaderSettings } from './reader-settings.repo';

const managedSaleHelper = (db: Executor, caller: Caller, orgId: bigint, helperId: bigint) =>
  managedHelperOfKind(db, caller, orgId, helperId, 'sale', 'SALE_NOT_A_SALE_HELPER', false);

export async function getReaderSettings(
  app: FastifyInstance,
  caller: Caller,
  orgId: bigint,
  helperId: bigint,
) {
  await managedSaleHelper(app.db, caller, orgId, helperId);
  return findReaderSettings(app.db, orgId, helperId);
}

/** The vision model must be one of the org's models that sees images (422 on the field). */
export async function putReaderSettings(
  app: FastifyInstance,
  loadCatalog: LoadCatalog,
  caller: Caller,
  orgId: bigint,
  helperId: bigint,
  settings: SaleHelperSettings,
): Promise<SaleHelperSettings> {
  await managedSaleHelper(app.db, caller, orgId, helperId);
  if (settings.reader === 'vision') {
    const target = (await loadCatalog(orgId)).targets.find((t) => t.ref === settings.visionModel);
    const loc = [{ loc: ['body', 'visionModel'], msg: 'validation.saleVisionModel' }];
    if (!target) throw new AppError(422, 'MODEL_NOT_FOUND', {}, loc);
    if (!target.vision) throw new AppError(422, 'MODEL_NO_VISION', { model: target.model }, loc);
  }
  await app.db.transaction(async (tx) => {
    await managedSaleHelper(tx, caller, orgId, helperId);
    await saveReaderSettings(tx, orgId, helperId, settings);
  });
  return settings;
}

/**
 * The vision model a chat's pictures are read with, or null for OCR (also when the chosen model
 * has since been removed or no longer sees images: OCR still reads them).
 */
export async function visionTarget(
  db: Executor,
  loadCatalog: LoadCatalog,
  orgId: bigint,
  helperId: bigint | null,
): Promise<ModelTarget | null> {
  if (helperId === null) return null;
  const settings = await findReaderSettings(db, orgId, helperId);
  if (settings.reader !== 'vision') return null;
  const target = (await loadCatalog(orgId)).targets.find((t) => t.ref === settings.visionModel);
  return target?.vision ? target : null;
}
