import { eq, sql } from 'drizzle-orm';
import { DEFAULT_HELPER_SETTINGS } from '@miaoyu/contracts';
import { CASE_STATIC_AUTHORIZATION, VISITOR_TOKEN_HEADER } from '@miaoyu/contracts/bot';
import type { App } from '../../src/app';
import {
  chatMessages,
  chatSessions,
  datasetChunks,
  datasetUploads,
  datasetDocuments,
  datasetFolders,
  datasets,
  helperApiKeys,
  helperDatasets,
  helpers,
  helperVersions,
  modelProviders,
  orgMembers,
  users,
} from '../../src/db/schema';
import { issueToken } from '../../src/plugins/auth/tokens';
import { createUserWithPersonalOrg } from '../../src/modules/user/repo';
import { createTeam } from '../../src/modules/orgs/service';
import { createInvite } from '../../src/modules/orgs/invites.service';
import { authHeader } from '../harness';
import { freePlanId, modelPriceId, sandboxOrderOf } from '../billing';
import { botWorldOf, type MatrixBot } from './bot-world';
import { salesWorldOf, type MatrixSales } from './sales-world';
import { aiPagesWorldOf, type MatrixAiPages } from './ai-pages-world';
import { articleWorldOf } from './articles-world';
import { scenesWorldOf, type MatrixScenes } from './scenes-world';

/** Who acts in the permission matrix. */
export const ACTORS = [
  'owner',
  'admin',
  'member',
  'otherOwner',
  'banned',
  'platformAdmin',
  'anonymous',
  /**
   * The visitor of the team's bot, with their signed id and the visitor page's fixed
   * authorization: no studio route is theirs.
   */
  'visitor',
] as const;
export type Actor = (typeof ACTORS)[number];

export interface MatrixWorld {
  orgId: string;
  orgName: string;
  otherOrgId: string;
  ids: Record<Exclude<Actor, 'anonymous' | 'visitor'>, string> & { target: string };
  inviteId: string;
  inviteCode: string;
  /** An invite to join as an admin, made by the owner: only someone above admin may see it. */
  adminInvite: { id: string; code: string };
  /** The member's chat session with one finished turn. */
  chat: { sessionId: string; questionId: string; answerId: string };
  /** A model provider of the team (its base URL is allowed in the matrix app). */
  providerId: string;
  /** A knowledge base of the team with a folder holding one indexed document of one chunk. */
  kb: { datasetId: string; folderId: string; documentId: string; chunkId: string };
  /** The owner's helper shared with the team, and the member's private one. */
  /** Another team's public helper (by code) which the team may subscribe to. */
  helpers: {
    team: string;
    teamCode: string;
    /** The member's private chat helper, with an API key the member made. */
    memberPrivate: string;
    memberKeyId: string;
    /** The member's private chat helper using the team's knowledge base. */
    memberKnowledge: string;
    /** The member's customer-service draft, without keys. */
    memberService: string;
    teamKeyId: string;
    otherPublicCode: string;
  };
  /** The owner's bot (a service helper shared with the team) and its visitor's conversations. */
  bot: MatrixBot;
  /** The owner's sales helper and sale chats of the member and the spare member. */
  sales: MatrixSales;
  /** The spare member's AI page with a live link, and the member's page. */
  aiPages: MatrixAiPages;
  /** The spare member's published scene and one of its runs. */
  scenes: MatrixScenes;
  /** A platform article with one Chinese version. */
  articleId: string;
  /** The free plan, which the team is on. */
  freePlanId: string;
  /** A model's own point price (one per world: removing it leaves the next world's). */
  pointPriceId: string;
  /** The team's points order, waiting at the sandbox cashier. */
  orderNo: string;
  /** The owner's unfinished upload of a 10-byte file in one part, into that knowledge base. */
  uploadId: string;
  headers: Record<Actor, Record<string, string>>;
}

/** A closed port on this machine: the matrix app allows it, so testing it is a quick "not ok". */
export const MATRIX_PROVIDER_URL = 'http://127.0.0.1:9/v1';

async function chatOf(app: App, userId: bigint, orgId: bigint) {
  const [session] = await app.db
    .insert(chatSessions)
    .values({ userId, orgId, title: '成员的会话' })
    .returning();
  const [question] = await app.db
    .insert(chatMessages)
    .values({ sessionId: session!.id, userId, role: 'user', content: '问题' })
    .returning();
  await app.db
    .update(chatMessages)
    .set({ turnId: question!.id })
    .where(eq(chatMessages.id, question!.id));
  const [answer] = await app.db
    .insert(chatMessages)
    .values({
      sessionId: session!.id,
      userId,
      turnId: question!.id,
      role: 'assistant',
      content: '回答',
      model: 'offline',
    })
    .returning();
  return {
    sessionId: String(session!.id),
    questionId: String(question!.id),
    answerId: String(answer!.id),
  };
}

/** The owner's upload of a small file into the knowledge base, begun and not finished. */
async function uploadOf(app: App, orgId: bigint, datasetId: string, userId: bigint) {
  const [upload] = await app.db
    .insert(datasetUploads)
    .values({ orgId, datasetId: BigInt(datasetId), userId, name: 'a.md', size: 10, partSize: 1024 })
    .returning({ id: datasetUploads.id });
  return String(upload!.id);
}

/** A knowledge base with one folder, one indexed document and its chunk, written directly. */
async function knowledgeOf(app: App, orgId: bigint) {
  const [dataset] = await app.db
    .insert(datasets)
    .values({ orgId, name: '团队知识库', chunkSize: 500, chunkOverlap: 50, topK: 5 })
    .returning();
  const [folder] = await app.db
    .insert(datasetFolders)
    .values({ orgId, datasetId: dataset!.id, name: '产品' })
    .returning();
  const [document] = await app.db
    .insert(datasetDocuments)
    .values({
      orgId,
      datasetId: dataset!.id,
      folderId: folder!.id,
      name: '手册.md',
      source: 'file',
      kind: 'md',
      status: 'done',
      progress: 100,
      chunkCount: 1,
    })
    .returning();
  const [chunk] = await app.db
    .insert(datasetChunks)
    .values({
      orgId,
      datasetId: dataset!.id,
      documentId: document!.id,
      position: 0,
      content: '七天内可以退货',
      words: sql`to_tsvector('simple', '七天 内 可以 退货')`,
      segmenter: 'matrix',
    })
    .returning({ id: datasetChunks.id });
  return {
    datasetId: String(dataset!.id),
    folderId: String(folder!.id),
    documentId: String(document!.id),
    chunkId: String(chunk!.id),
  };
}

let counter = 0;

/**
 * A fresh team for each action: owner, admin, member, a banned member, a spare member to act
 * upon, another team's owner, and a platform admin who belongs to neither team.
 */
export async function buildWorld(app: App): Promise<MatrixWorld> {
  counter += 1;
  const phone = (n: number) =>
    `+1555${String(counter).padStart(4, '0')}${String(n).padStart(3, '0')}`;
  const person = async (n: number, nickname: string, role: 'admin' | 'user' = 'user') =>
    createUserWithPersonalOrg(app.db, { phone: phone(n), nickname, role });
  const [owner, admin, member, banned, target, otherOwner, platformAdmin] = await Promise.all([
    person(1, 'owner'),
    person(2, 'admin'),
    person(3, 'member'),
    person(4, 'banned'),
    person(5, 'target'),
    person(6, 'other'),
    person(7, 'platform', 'admin'),
  ]);
  const as = (user: typeof owner) => ({ user, tokenId: 0n });
  const team = await createTeam(app.db, as(owner), `团队${counter}`);
  const other = await createTeam(app.db, as(otherOwner), `别的团队${counter}`);
  const orgId = BigInt(team.id);
  const join = (userId: bigint, role: 'admin' | 'member') =>
    app.db.insert(orgMembers).values({ orgId, userId, role });
  await Promise.all([
    join(admin.id, 'admin'),
    join(member.id, 'member'),
    join(banned.id, 'member'),
    join(target.id, 'member'),
  ]);
  const invite = await createInvite(app.db, as(owner), orgId, {
    role: 'member',
    expiresInHours: 24,
    maxUses: 5,
  });
  const adminInvite = await createInvite(app.db, as(owner), orgId, {
    role: 'admin',
    expiresInHours: 24,
    maxUses: 1,
  });
  const people = { owner, admin, member, banned, otherOwner, platformAdmin };
  const headers: Partial<MatrixWorld['headers']> = { anonymous: {} };
  for (const [actor, user] of Object.entries(people)) {
    const { token } = await issueToken(app.db, user.id, 1, {});
    headers[actor as Actor] = { authorization: authHeader(user.id.toString(), token) };
  }
  await app.db.update(users).set({ ban: true }).where(eq(users.id, banned.id));
  const chat = await chatOf(app, member.id, orgId);
  const [provider] = await app.db
    .insert(modelProviders)
    .values({
      orgId,
      name: '团队模型',
      kind: 'openai-compatible',
      baseUrl: MATRIX_PROVIDER_URL,
      models: [{ id: 'm', vision: false, contextSize: 8192 }],
      defaultModel: 'm',
    })
    .returning();
  const kb = await knowledgeOf(app, orgId);
  const helper = async (
    userId: bigint,
    name: string,
    visibility: 'team' | 'private' | 'public',
    inOrg = orgId,
    kind: 'chat' | 'service' | 'sale' = 'chat',
    tag = (kind === 'chat' ? visibility : kind).padEnd(5, 'x').slice(0, 5),
  ) => {
    const code = `m${String(counter).padStart(4, '0')}${tag}`;
    const [row] = await app.db
      .insert(helpers)
      .values({
        ...DEFAULT_HELPER_SETTINGS,
        sceneId: null,
        orgId: inOrg,
        authorId: userId,
        code,
        name,
        kind,
        visibility,
      })
      .returning();
    await app.db.insert(helperVersions).values({
      helperId: row!.id,
      version: 1,
      authorId: userId,
      settings: { ...DEFAULT_HELPER_SETTINGS, name, kind, visibility },
    });
    return { id: String(row!.id), code };
  };
  const teamHelper = await helper(owner.id, '团队助手', 'team');
  const otherPublic = await helper(otherOwner.id, '别家的公开助手', 'public', BigInt(other.id));
  const bot = await botWorldOf(app, {
    n: counter,
    orgId,
    helperId: (await helper(owner.id, '售后客服', 'team', orgId, 'service')).id,
    ownerId: owner.id,
    adminId: admin.id,
  });
  headers.visitor = {
    [VISITOR_TOKEN_HEADER]: bot.visitorToken,
    authorization: CASE_STATIC_AUTHORIZATION,
  };
  const [teamKey] = await app.db
    .insert(helperApiKeys)
    .values({
      orgId,
      helperId: BigInt(teamHelper.id),
      name: '矩阵',
      hint: 'sk-miaoyu-matr',
      keyHash: `matrix-${counter}`,
      createdBy: owner.id,
    })
    .returning();
  const memberPrivate = (await helper(member.id, '成员的草稿', 'private')).id;
  const [memberKey] = await app.db
    .insert(helperApiKeys)
    .values({
      orgId,
      helperId: BigInt(memberPrivate),
      name: '成员的脚本',
      hint: 'sk-miaoyu-memb',
      keyHash: `matrix-member-${counter}`,
      createdBy: member.id,
    })
    .returning();
  const memberKnowledge = (
    await helper(member.id, '成员的知识助手', 'private', orgId, 'chat', 'kbase')
  ).id;
  await app.db
    .insert(helperDatasets)
    .values({ helperId: BigInt(memberKnowledge), datasetId: BigInt(kb.datasetId) });
  return {
    helpers: {
      team: teamHelper.id,
      teamCode: teamHelper.code,
      memberPrivate,
      memberKeyId: String(memberKey!.id),
      memberKnowledge,
      memberService: (
        await helper(member.id, '成员的客服草稿', 'private', orgId, 'service', 'draft')
      ).id,
      otherPublicCode: otherPublic.code,
      teamKeyId: String(teamKey!.id),
    },
    chat,
    bot,
    sales: await salesWorldOf(app, {
      orgId,
      helperId: (await helper(owner.id, '金牌销售', 'team', orgId, 'sale')).id,
      memberId: member.id,
      targetId: target.id,
    }),
    aiPages: await aiPagesWorldOf(app, { orgId, memberId: member.id, targetId: target.id }),
    scenes: await scenesWorldOf(app, { orgId, targetId: target.id }),
    articleId: await articleWorldOf(app, counter, platformAdmin.id),
    freePlanId: await freePlanId(app),
    pointPriceId: await modelPriceId(app, `matrix-model-${counter}`),
    orderNo: await sandboxOrderOf(app, orgId, counter),
    kb,
    uploadId: await uploadOf(app, orgId, kb.datasetId, owner.id),
    providerId: String(provider!.id),
    orgId: team.id,
    orgName: team.name,
    otherOrgId: other.id,
    ids: {
      owner: owner.id.toString(),
      admin: admin.id.toString(),
      member: member.id.toString(),
      banned: banned.id.toString(),
      otherOwner: otherOwner.id.toString(),
      platformAdmin: platformAdmin.id.toString(),
      target: target.id.toString(),
    },
    inviteId: invite.id,
    inviteCode: invite.code,
    adminInvite: { id: adminInvite.id, code: adminInvite.code },
    headers: headers as MatrixWorld['headers'],
  };
}
