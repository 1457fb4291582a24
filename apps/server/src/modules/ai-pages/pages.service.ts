/**
 * The rules of AI pages: every member of the team reads its pages; their author and the team's
 * admins change, share and delete them. Each change is a new version made over the version the
 * changer saw, so two people's edits never overwrite each other silently.
 */
import type { AiPage } from '@miaoyu/contracts';
import type { Db, Executor } from '../../db/client';
import { audit } from '../../lib/audit';
import { mayEdit } from '../../lib/edit-gate';
import { AppError } from '../../lib/errors';
import type { Caller } from '../../lib/scope';
import { memberAccess } from '../orgs';
import { storedPage, type StoredPage } from './page-html';
import {
  appendVersion,
  deletePage,
  findPage,
  findVersion,
  insertPage,
  pageOfPages,
  renamePage,
  versionsOf,
  type AiPageRow,
} from './pages.repo';

type Summary = NonNullable<Awaited<ReturnType<typeof findPage>>>;

export function summaryOf({ page, ownerName, liveShares }: Summary) {
  return {
    id: String(page.id),
    title: page.title,
    version: page.version,
    ownerId: String(page.ownerId),
    ownerName,
    sessionId: page.sessionId === null ? null : String(page.sessionId),
    liveShares,
    createdAt: page.createdAt.toISOString(),
    updatedAt: page.updatedAt.toISOString(),
  };
}

export async function listPages(
  db: Db,
  caller: Caller,
  orgId: bigint,
  query: { scope: 'mine' | 'team'; offset: number; limit: number; keyword?: string },
) {
  await memberAccess(db, orgId, caller.user.id);
  const { rows, total } = await pageOfPages(db, orgId, {
    ...(query.scope === 'mine' ? { ownerId: caller.user.id } : {}),
    keyword: query.keyword,
    offset: query.offset,
    limit: query.limit,
  });
  return { list: rows.map(summaryOf), total };
}

/** The page and whether the caller may change it; 404 outside the team. */
async function pageInScope(
  db: Executor,
  caller: Caller,
  orgId: bigint,
  pageId: bigint,
  lock = false,
) {
  const { role } = await memberAccess(db, orgId, caller.user.id);
  const found = await findPage(db, orgId, pageId, lock);
  if (!found) throw new AppError(404, 'NOT_FOUND');
  return { found, canEdit: mayEdit(found.page.ownerId, caller, role) };
}

/** A page the caller may change, with its current HTML (403 for other members). */
export async function editablePage(db: Executor, caller: Caller, orgId: bigint, pageId: bigint) {
  const { found, canEdit } = await pageInScope(db, caller, orgId, pageId);
  if (!canEdit) throw new AppError(403, 'AI_PAGE_NOT_YOURS');
  const current = await findVersion(db, pageId, found.page.version);
  return { ...found.page, html: current?.html ?? '' };
}

export async function getPage(
  db: Db,
  caller: Caller,
  orgId: bigint,
  pageId: bigint,
): Promise<AiPage> {
  const { found, canEdit } = await pageInScope(db, caller, orgId, pageId);
  const [current, versions] = await Promise.all([
    findVersion(db, pageId, found.page.version),
    versionsOf(db, pageId),
  ]);
  return {
    ...summaryOf(found),
    html: current?.html ?? '',
    versions: versions.map((v) => ({ ...v, createdAt: v.createdAt.toISOString() })),
    canEdit,
  };
}

export async function getVersionHtml(
  db: Db,
  caller: Caller,
  orgId: bigint,
  pageId: bigint,
  n: number,
) {
  await pageInScope(db, caller, orgId, pageId);
  const version = await findVersion(db, pageId, n);
  if (!version) throw new AppError(404, 'NOT_FOUND');
  return { n, html: version.html };
}

/** Fallback title of a page whose HTML names none: the start of what was asked. */
const titleFrom = (written: StoredPage, instruction: string) =>
  (written.title || instruction.replace(/\s+/g, ' ').trim()).slice(0, 60) || 'Untitled';

/**
 * Stores what was written: a new page, or the next version of `page` provided it still shows
 * `base` (else 409 AI_PAGE_STALE, nothing written).
 */
export async function savePageVersion(
  db: Db,
  caller: Caller,
  orgId: bigint,
  {
    page,
    written,
    source,
    instruction,
    sessionId = null,
  }: {
    page: { id: bigint; base: number } | null;
    written: StoredPage;
    source: 'generated' | 'changed' | 'edited' | 'restored';
    instruction: string;
    sessionId?: bigint | null;
  },
): Promise<AiPageRow> {
  const version = {
    html: written.html,
    sha256: written.sha256,
    source,
    instruction,
    createdBy: caller.user.id,
  };
  if (!page) {
    // The page and its first version, or neither.
    return db.transaction((tx) =>
      insertPage(
        tx,
        { orgId, ownerId: caller.user.id, title: titleFrom(written, instruction), sessionId },
        version,
      ),
    );
  }
  const saved = await db.transaction(async (tx) => {
    await editablePage(tx, caller, orgId, page.id);
    return appendVersion(tx, orgId, page.id, page.base, version);
  });
  if (!saved) throw new AppError(409, 'AI_PAGE_STALE');
  return saved;
}

/** A change by hand in the code editor: the HTML repaired as any page is, as a new version. */
export async function editPage(
  db: Db,
  caller: Caller,
  orgId: bigint,
  pageId: bigint,
  { html, baseVersion }: { html: string; baseVersion: number },
) {
  const written = storedPage(html);
  await savePageVersion(db, caller, orgId, {
    page: { id: pageId, base: baseVersion },
    written,
    source: 'edited',
    instruction: '',
  });
  return getPage(db, caller, orgId, pageId);
}

/** Brings an earlier version back as the newest (history is never rewritten). */
export async function restoreVersion(
  db: Db,
  caller: Caller,
  orgId: bigint,
  pageId: bigint,
  n: number,
  baseVersion: number,
) {
  await editablePage(db, caller, orgId, pageId);
  const old = await findVersion(db, pageId, n);
  if (!old) throw new AppError(404, 'NOT_FOUND');
  await savePageVersion(db, caller, orgId, {
    page: { id: pageId, base: baseVersion },
    written: { html: old.html, sha256: old.sha256, title: '' },
    source: 'restored',
    instruction: `#${n}`,
  });
  return getPage(db, caller, orgId, pageId);
}

export async function renameOwnPage(
  db: Db,
  caller: Caller,
  orgId: bigint,
  pageId: bigint,
  title: string,
) {
  await editablePage(db, caller, orgId, pageId);
  await renamePage(db, orgId, pageId, title);
  return getPage(db, caller, orgId, pageId);
}

export async function removePage(db: Db, caller: Caller, orgId: bigint, pageId: bigint) {
  await db.transaction(async (tx) => {
    const page = await editablePage(tx, caller, orgId, pageId);
    await deletePage(tx, orgId, pageId);
    // Its links die with it: recorded, since people outside may have been sent them.
    await audit(tx, {
      actorUserId: caller.user.id,
      orgId,
      action: 'ai-page.delete',
      targetType: 'ai-page',
      targetId: pageId,
      detail: { title: page.title },
    });
  });
}
