/** Sale chats: the rules of listing, making, changing and deleting them. */
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { Locale } from '@miaoyu/contracts';
import type {
  createSaleChatSchema,
  SaleChat,
  SaleChatList,
  saleChatListQuerySchema,
  updateSaleChatSchema,
} from '@miaoyu/contracts/sales';
import type { Executor } from '../../db/client';
import { AppError } from '../../lib/errors';
import type { Caller } from '../../lib/scope';
import { memberAccess } from '../orgs';
import { visibleHelper } from '../helpers';
import {
  actingOrg,
  customerKeyOf,
  isOrgManager,
  mayEdit,
  saleChatAccess,
  refuseWhileReading,
} from './access';
import {
  deleteOrgSaleChat,
  insertOrgSaleChat,
  listOrgSaleChats,
  updateOrgSaleChat,
  type SaleChatSummaryRow,
} from './chats.repo';
import { chatPicFiles, chatPics, deleteOrgFiles } from './pics.repo';
import { chatSuggestions } from './suggestions.repo';
import { toSaleChat, toSummary } from './view';

/** Suggestions a chat's page shows, newest first. */
const SUGGESTIONS_SHOWN = 10;

/**
 * The helper a chat uses: one of the org's sales helpers the caller may use; in a transaction
 * `lock` holds it until the end, so it is not deleted under the chat being written.
 */
export async function saleHelper(
  db: Executor,
  caller: Caller,
  orgId: bigint,
  helperId: bigint,
  lock = true,
) {
  const { helper } = await visibleHelper(db, caller, orgId, helperId, lock);
  if (helper.kind !== 'sale') throw new AppError(422, 'SALE_NOT_A_SALE_HELPER');
  return helper;
}

export async function listSaleChats(
  app: FastifyInstance,
  caller: Caller,
  query: z.output<typeof saleChatListQuerySchema>,
): Promise<SaleChatList> {
  const orgId = actingOrg(caller, query.orgId);
  const { role } = await memberAccess(app.db, orgId, caller.user.id);
  const manager = isOrgManager(role);
  const { list, total } = await listOrgSaleChats(
    app.db,
    orgId,
    {
      ownerId: query.scope === 'mine' ? caller.user.id : undefined,
      visibleTo: manager ? null : caller.user.id,
      channel: query.channel,
      stage: query.stage,
      helperId: query.helperId === undefined ? undefined : BigInt(query.helperId),
      keyword: query.keyword,
    },
    { offset: query.offset, limit: query.limit },
  );
  return {
    list: list.map((row) => toSummary(row, mayEdit(role, row.chat.ownerId, caller))),
    total,
  };
}

export async function loadSaleChat(
  db: Executor,
  row: SaleChatSummaryRow,
  editable: boolean,
  locale: Locale,
): Promise<SaleChat> {
  const { orgId, id } = row.chat;
  const [pics, suggestions] = await Promise.all([
    chatPics(db, orgId, id),
    chatSuggestions(db, orgId, id, SUGGESTIONS_SHOWN),
  ]);
  return toSaleChat(row, editable, pics, suggestions, locale);
}

/** The chat as the caller sees it (after a change: as it is now). */
export async function reloadSaleChat(
  db: Executor,
  caller: Caller,
  orgId: bigint,
  chatId: bigint,
  locale: Locale,
): Promise<SaleChat> {
  const { row, editable } = await saleChatAccess(db, caller, orgId, chatId);
  return loadSaleChat(db, row, editable, locale);
}

export async function getSaleChat(
  app: FastifyInstance,
  caller: Caller,
  orgIdText: string | undefined,
  chatId: bigint,
  locale: Locale,
): Promise<SaleChat> {
  const orgId = actingOrg(caller, orgIdText);
  return reloadSaleChat(app.db, caller, orgId, chatId, locale);
}

export async function createSaleChat(
  app: FastifyInstance,
  caller: Caller,
  input: z.output<typeof createSaleChatSchema>,
  locale: Locale,
): Promise<SaleChat> {
  const orgId = actingOrg(caller, input.orgId);
  const id = await app.db.transaction(async (tx) => {
    await saleHelper(tx, caller, orgId, BigInt(input.helperId));
    return insertOrgSaleChat(tx, orgId, {
      ownerId: caller.user.id,
      helperId: BigInt(input.helperId),
      customerName: input.customerName,
      customerKey: customerKeyOf(input.customerName),
      channel: input.channel ?? 'wechat',
      stage: input.stage ?? 'new',
      notes: input.notes ?? '',
      visibility: input.visibility ?? 'private',
    });
  });
  return getSaleChat(app, caller, String(orgId), id, locale);
}

export async function updateSaleChat(
  app: FastifyInstance,
  caller: Caller,
  input: z.output<typeof updateSaleChatSchema>,
  locale: Locale,
): Promise<SaleChat> {
  const orgId = actingOrg(caller, input.orgId);
  const chatId = BigInt(input.id);
  await app.db.transaction(async (tx) => {
    const { row } = await saleChatAccess(tx, caller, orgId, chatId, { write: true, lock: true });
    // Corrections while the pictures are read would be overwritten by the reading.
    if (input.turns) refuseWhileReading(row.chat.readingState);
    if (input.helperId !== undefined) await saleHelper(tx, caller, orgId, BigInt(input.helperId));
    await updateOrgSaleChat(tx, orgId, chatId, {
      ...(input.helperId === undefined ? {} : { helperId: BigInt(input.helperId) }),
      ...(input.customerName === undefined
        ? {}
        : { customerName: input.customerName, customerKey: customerKeyOf(input.customerName) }),
      ...(input.channel === undefined ? {} : { channel: input.channel }),
      ...(input.stage === undefined ? {} : { stage: input.stage }),
      ...(input.notes === undefined ? {} : { notes: input.notes }),
      ...(input.visibility === undefined ? {} : { visibility: input.visibility }),
      ...(input.turns === undefined ? {} : { turns: input.turns }),
    });
  });
  return getSaleChat(app, caller, String(orgId), chatId, locale);
}

/** Deletes the chat, its pictures' rows and then their bytes. */
export async function deleteSaleChat(
  app: FastifyInstance,
  caller: Caller,
  orgIdText: string | undefined,
  chatId: bigint,
): Promise<void> {
  const orgId = actingOrg(caller, orgIdText);
  const stored = await app.db.transaction(async (tx) => {
    await saleChatAccess(tx, caller, orgId, chatId, { write: true, lock: true });
    const pics = await chatPicFiles(tx, orgId, chatId);
    await deleteOrgSaleChat(tx, orgId, chatId);
    await deleteOrgFiles(
      tx,
      orgId,
      pics.map((p) => p.fileId),
    );
    return pics.map((p) => p.storageKey);
  });
  await Promise.all(stored.map((key) => app.storage.delete(key).catch(() => undefined)));
}
