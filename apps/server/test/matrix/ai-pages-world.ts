import type { App } from '../../src/app';
import { randomToken } from '../../src/lib/crypto';
import { insertPage } from '../../src/modules/ai-pages/pages.repo';
import { insertShare } from '../../src/modules/ai-pages/shares.repo';

/**
 * The team's AI pages as the matrix sees them: the spare member's page (their colleagues read
 * it; only they and the managers change it) with a live link, and the member's own page.
 */
export interface MatrixAiPages {
  targetPage: string;
  targetShare: { id: string; code: string };
  memberPage: string;
}

const HTML =
  '<!DOCTYPE html><html><head><title>报价单</title></head><body><h1>报价单</h1></body></html>';

export async function aiPagesWorldOf(
  app: App,
  { orgId, memberId, targetId }: { orgId: bigint; memberId: bigint; targetId: bigint },
): Promise<MatrixAiPages> {
  const page = (ownerId: bigint) =>
    insertPage(
      app.db,
      { orgId, ownerId, title: '报价单', sessionId: null },
      { html: HTML, sha256: 'x', source: 'generated', instruction: '报价单', createdBy: ownerId },
    );
  const [target, member] = await Promise.all([page(targetId), page(memberId)]);
  const share = await insertShare(app.db, {
    code: randomToken(16),
    pageId: target.id,
    orgId,
    version: 1,
    passwordHash: '',
    expiresAt: null,
    createdBy: targetId,
  });
  return {
    targetPage: String(target.id),
    targetShare: { id: String(share.id), code: share.code },
    memberPage: String(member.id),
  };
}
