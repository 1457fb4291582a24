import { eq } from 'drizzle-orm';
import type { App } from '../../src/app';
import { botKeys, chatMessages, chatSessions } from '../../src/db/schema';

/**
 * The team's bot as the matrix sees it: a service helper with one key, a visitor of it, and two of
 * that visitor's conversations, one waiting for a person and one the admin holds.
 */
export interface MatrixBot {
  helperId: string;
  key: string;
  keyId: string;
  /** The visitor's signed id, as their browser sends it in `x-visitor-token`. */
  visitorToken: string;
  /** Waiting for a person (`pending`): the visitor's question and the bot's answer. */
  pending: { sessionId: string; questionId: string; answerId: string };
  /** Held by the admin (`agent`), with one visitor message they have not read. */
  heldByAdminId: string;
}

/** A key in a key's own alphabet (`cs` and 22 letters or digits), unique per world. */
const keyOf = (n: number) => `csMatrix${String(n).padStart(16, '0')}`;

/** Each world asks for its visitor from its own address, clear of the per-address limit. */
const addressOf = (n: number) => `10.77.${(n >> 8) & 255}.${n & 255}`;

async function conversation(
  app: App,
  orgId: bigint,
  bot: { helperId: bigint; keyId: bigint; visitorId: string },
  state: { status: 'pending' | 'agent'; agentId?: bigint },
) {
  const now = new Date();
  const [session] = await app.db
    .insert(chatSessions)
    .values({
      orgId,
      visitorId: bot.visitorId,
      helperId: bot.helperId,
      botKeyId: bot.keyId,
      title: '访客的会话',
      status: state.status,
      agentId: state.agentId ?? null,
      agentUnread: 1,
      handedOffAt: now,
      lastMessageAt: now,
    })
    .returning();
  const sessionId = session!.id;
  const [question] = await app.db
    .insert(chatMessages)
    .values({ sessionId, visitorId: bot.visitorId, role: 'user', content: '退货运费谁出？' })
    .returning();
  await app.db
    .update(chatMessages)
    .set({ turnId: question!.id })
    .where(eq(chatMessages.id, question!.id));
  return { sessionId, questionId: question!.id };
}

/** The bot of `helperId` (a service helper of the owner), written directly as the fixture does. */
export async function botWorldOf(
  app: App,
  world: { n: number; orgId: bigint; helperId: string; ownerId: bigint; adminId: bigint },
): Promise<MatrixBot> {
  const helperId = BigInt(world.helperId);
  const [key] = await app.db
    .insert(botKeys)
    .values({
      orgId: world.orgId,
      helperId,
      key: keyOf(world.n),
      name: '官网',
      perVisitorPerMinute: 600,
      perVisitorPerDay: 100_000,
      createdBy: world.ownerId,
    })
    .returning();
  const made = await app.inject({
    method: 'POST',
    url: `/v1/case/visitors?key=${key!.key}`,
    remoteAddress: addressOf(world.n),
  });
  if (made.statusCode !== 200) throw new Error(`no visitor: ${made.statusCode} ${made.body}`);
  const { visitorId, token } = made.json() as { visitorId: string; token: string };
  const bot = { helperId, keyId: key!.id, visitorId };

  const pending = await conversation(app, world.orgId, bot, { status: 'pending' });
  const [answer] = await app.db
    .insert(chatMessages)
    .values({
      sessionId: pending.sessionId,
      visitorId,
      turnId: pending.questionId,
      role: 'assistant',
      content: '退货运费由买家承担。',
      model: 'offline',
    })
    .returning();
  const held = await conversation(app, world.orgId, bot, {
    status: 'agent',
    agentId: world.adminId,
  });
  return {
    helperId: world.helperId,
    key: key!.key,
    keyId: String(key!.id),
    visitorToken: token,
    pending: {
      sessionId: String(pending.sessionId),
      questionId: String(pending.questionId),
      answerId: String(answer!.id),
    },
    heldByAdminId: String(held.sessionId),
  };
}
