/**
 * Who may see and change a sale chat. Its owner, and the org's owners and admins, see and change
 * it; a chat shared with the team is read by every member. Anyone else gets 404, so another's
 * private chat is not revealed.
 */
import { ORG_ROLE_PERMISSIONS, type OrgRole } from '@miaoyu/contracts';
import type { Executor } from '../../db/client';
import { AppError } from '../../lib/errors';
import type { Caller } from '../../lib/scope';
import { memberAccess } from '../orgs';
import { MANAGE_HELPERS } from '../helpers';
import { findOrgSaleChat, type SaleChatSummaryRow } from './chats.repo';
import { findPicByFile } from './pics.repo';

export const isOrgManager = (role: OrgRole) => ORG_ROLE_PERMISSIONS[role].includes(MANAGE_HELPERS);

/** The org a request acts in: the one it names, else the caller's current org. */
export function actingOrg(caller: Caller, orgId: string | undefined): bigint {
  const acting = orgId === undefined ? caller.user.currentOrgId : BigInt(orgId);
  if (acting === null) throw new AppError(404, 'NOT_FOUND');
  return acting;
}

export interface SaleChatAccess {
  row: SaleChatSummaryRow;
  role: OrgRole;
  editable: boolean;
}

/** Only who the caller is matters here (files are read with the user alone). */
type Reader = Pick<Caller, 'user'>;

export const mayEdit = (role: OrgRole, ownerId: bigint, caller: Reader) =>
  ownerId === caller.user.id || isOrgManager(role);

/**
 * The chat, seen by the caller (`write`: and changed by them, else 403). Inside a transaction
 * `lock` holds the chat row until it ends.
 */
export async function saleChatAccess(
  db: Executor,
  caller: Reader,
  orgId: bigint,
  chatId: bigint,
  { write = false, lock = false }: { write?: boolean; lock?: boolean } = {},
): Promise<SaleChatAccess> {
  const { role } = await memberAccess(db, orgId, caller.user.id);
  const row = await findOrgSaleChat(db, orgId, chatId, lock);
  if (!row) throw new AppError(404, 'NOT_FOUND');
  const editable = mayEdit(role, row.chat.ownerId, caller);
  if (!editable && row.chat.visibility !== 'team') throw new AppError(404, 'NOT_FOUND');
  if (write && !editable) throw new AppError(403, 'FORBIDDEN');
  return { row, role, editable };
}

/** While its pictures are read, a chat's dialogue and pictures stay as they are. */
export const isReadingBusy = (state: string) => state === 'queued' || state === 'reading';

export function refuseWhileReading(state: string): void {
  if (isReadingBusy(state)) throw new AppError(409, 'SALE_READING_BUSY');
}

/** A customer's name folded so that "王 总" and "王总 " find the same earlier chats. */
export const customerKeyOf = (name: string) =>
  name
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\s\u200b-\u200d\u2060\ufeff]+/g, '');

/** A sale chat's screenshot file is read by whoever may read the chat (404 for anyone else). */
export async function requireSalePicReader(db: Executor, user: Caller['user'], fileId: bigint) {
  const pic = await findPicByFile(db, fileId);
  if (!pic) throw new AppError(404, 'NOT_FOUND');
  await saleChatAccess(db, { user }, pic.orgId, pic.chatId);
}
