/** The SQL of the OpenAI-compatible API: a key's helper, and what each key was used for. */
import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { helperApiKeys, helpers } from '../../db/schema';

/**
 * The helper a key (by its hash) calls, with what shapes its answers; undefined for a key that
 * does not exist (never made, revoked, or gone with its helper or org).
 */
export async function findKeyHelper(db: Executor, keyHash: string) {
  const [row] = await db
    .select({
      keyId: helperApiKeys.id,
      keyHash: helperApiKeys.keyHash,
      suspendedAt: helperApiKeys.suspendedAt,
      orgId: helpers.orgId,
      helperId: helpers.id,
      code: helpers.code,
      name: helpers.name,
      instruction: helpers.instruction,
      model: helpers.model,
      temperature: helpers.temperature,
      contextSize: helpers.contextSize,
      welcome: helpers.welcome,
      topK: helpers.topK,
      minScore: helpers.minScore,
      sceneId: helpers.sceneId,
      createdAt: helpers.createdAt,
    })
    .from(helperApiKeys)
    // The key's own org too: a key never reaches another org's helper.
    .innerJoin(
      helpers,
      and(eq(helpers.id, helperApiKeys.helperId), eq(helpers.orgId, helperApiKeys.orgId)),
    )
    .where(eq(helperApiKeys.keyHash, keyHash))
    .limit(1);
  return row;
}
export type KeyHelper = NonNullable<Awaited<ReturnType<typeof findKeyHelper>>>;

/**
 * Counts one answer and its tokens on the key, in one statement, so answers ending together on
 * any instance all count. A key revoked meanwhile is simply not found.
 */
export async function countKeyUse(
  db: Executor,
  keyId: bigint,
  tokens: { promptTokens: number; completionTokens: number },
): Promise<void> {
  await db
    .update(helperApiKeys)
    .set({
      requestCount: sql`${helperApiKeys.requestCount} + 1`,
      promptTokens: sql`${helperApiKeys.promptTokens} + ${tokens.promptTokens}`,
      completionTokens: sql`${helperApiKeys.completionTokens} + ${tokens.completionTokens}`,
      lastUsedAt: sql`now()`,
      // Using a key does not change it.
      updatedAt: sql`${helperApiKeys.updatedAt}`,
    })
    .where(eq(helperApiKeys.id, keyId));
}
