import type { FastifyInstance } from 'fastify';
import {
  apiKeyMustBeReentered,
  type Locale,
  type ModelProvider,
  type createModelProviderSchema,
  type listProviderModelsSchema,
  type testModelProviderSchema,
  type updateModelProviderSchema,
} from '@miaoyu/contracts';
import type { z } from 'zod';
import type { Executor } from '../../db/client';
import { AppError } from '../../lib/errors';
import type { OutboundGuard } from '../../lib/outbound/fetch';
import { ForbiddenHostError, UnresolvedHostError } from '../../lib/outbound/guard';
import type { Caller } from '../../lib/scope';
import { memberAccess, requireOrgPermission } from '../orgs';
import { testConnection } from './connection-test';
import { fetchModelIds } from './model-list';
import {
  deleteOrgProvider,
  findOrgProvider,
  insertOrgProvider,
  listOrgProviders,
  updateOrgProvider,
  type ProviderRow as Row,
} from './repo';
type CreateInput = z.output<typeof createModelProviderSchema>;
type UpdateInput = z.output<typeof updateModelProviderSchema>;
type TestInput = z.output<typeof testModelProviderSchema>;
type ListModelsInput = z.output<typeof listProviderModelsSchema>;

export function toModelProvider(row: Row): ModelProvider {
  return {
    id: String(row.id),
    name: row.name,
    kind: row.kind,
    baseUrl: row.baseUrl,
    apiKeyLast4: row.apiKeyLast4,
    hasApiKey: row.apiKeyEncrypted !== '',
    // Models saved before they had a kind are chat models.
    models: row.models.map((m) => ({ ...m, kind: m.kind ?? 'chat' })),
    defaultModel: row.defaultModel,
    enabled: row.enabled,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * 422 on the baseUrl field when the outbound guard would not fetch it: a private, loopback or
 * link-local address, or a name with no address.
 */
export async function checkBaseUrl(baseUrl: string, outbound: OutboundGuard): Promise<void> {
  try {
    await outbound.assertPublicUrl(baseUrl);
  } catch (error) {
    if (error instanceof ForbiddenHostError || error instanceof UnresolvedHostError) {
      const code =
        error instanceof ForbiddenHostError ? 'BASE_URL_FORBIDDEN' : 'BASE_URL_UNRESOLVED';
      throw new AppError(422, code, { host: error.host }, [
        { loc: ['body', 'baseUrl'], msg: code },
      ]);
    }
    throw error;
  }
}

/** The provider's default chat model: the one asked for (a chat model of its list), or its first. */
function defaultModelOf(input: {
  defaultModel?: string;
  models: { id: string; kind: 'chat' | 'embedding' }[];
}): string {
  const chat = input.models.filter((m) => m.kind === 'chat');
  const wanted = input.defaultModel?.trim();
  if (wanted && !chat.some((m) => m.id === wanted))
    throw new AppError(422, 'VALIDATION_FAILED', {}, [
      { loc: ['body', 'defaultModel'], msg: 'validation.providerModels' },
    ]);
  // A provider of embedding models only has no default chat model.
  return wanted || chat[0]?.id || '';
}

const last4 = (key: string) => (key.length >= 8 ? key.slice(-4) : '');

/** 422 on the apiKey field when the request would send the saved key to a new base URL. */
function requireKeyForNewBaseUrl(row: Row, next: { baseUrl?: string; apiKey?: string }): void {
  const saved = { baseUrl: row.baseUrl, hasApiKey: row.apiKeyEncrypted !== '' };
  if (apiKeyMustBeReentered(saved, next))
    throw new AppError(422, 'VALIDATION_FAILED', {}, [
      { loc: ['body', 'apiKey'], msg: 'validation.apiKeyForNewBaseUrl' },
    ]);
}

/** Who may change an organisation's providers: its owners and admins. */
const MANAGE = 'model:manage';

/** The org's provider, or 404; `lock` holds the row for the rest of the transaction. */
async function ownRow(db: Executor, orgId: bigint, providerId: bigint, lock = false): Promise<Row> {
  const row = await findOrgProvider(db, orgId, providerId, lock);
  if (!row) throw new AppError(404, 'NOT_FOUND');
  return row;
}

/** Every member of the organisation sees its providers (keys never included). */
export async function listProviders(
  app: FastifyInstance,
  caller: Caller,
  orgId: bigint,
): Promise<ModelProvider[]> {
  const { org } = await memberAccess(app.db, orgId, caller.user.id);
  return (await listOrgProviders(app.db, org.id)).map(toModelProvider);
}

export async function createProvider(
  app: FastifyInstance,
  caller: Caller,
  orgId: bigint,
  input: CreateInput,
): Promise<ModelProvider> {
  await requireOrgPermission(app.db, orgId, caller.user.id, MANAGE);
  await checkBaseUrl(input.baseUrl, app.outbound);
  const row = await app.db.transaction(async (tx) => {
    // Checked again with the caller's membership held, so a demotion cannot slip in between.
    await requireOrgPermission(tx, orgId, caller.user.id, MANAGE, { lock: true });
    return insertOrgProvider(tx, orgId, {
      createdBy: caller.user.id,
      name: input.name,
      kind: input.kind,
      baseUrl: input.baseUrl.replace(/\/+$/, ''),
      apiKeyEncrypted: app.llm.box.seal(input.apiKey),
      apiKeyLast4: last4(input.apiKey),
      models: input.models,
      defaultModel: defaultModelOf(input),
      enabled: input.enabled,
    });
  });
  return toModelProvider(row);
}

export async function updateProvider(
  app: FastifyInstance,
  caller: Caller,
  orgId: bigint,
  providerId: bigint,
  input: UpdateInput,
): Promise<ModelProvider> {
  await requireOrgPermission(app.db, orgId, caller.user.id, MANAGE);
  await ownRow(app.db, orgId, providerId);
  await checkBaseUrl(input.baseUrl, app.outbound);
  const { box } = app.llm;
  const key =
    input.apiKey === undefined
      ? {}
      : { apiKeyEncrypted: box.seal(input.apiKey), apiKeyLast4: last4(input.apiKey) };
  const row = await app.db.transaction(async (tx) => {
    await requireOrgPermission(tx, orgId, caller.user.id, MANAGE, { lock: true });
    // Locked, so a key saved meanwhile cannot be carried to the new address unchecked.
    requireKeyForNewBaseUrl(await ownRow(tx, orgId, providerId, true), input);
    return updateOrgProvider(tx, orgId, providerId, {
      name: input.name,
      kind: input.kind,
      baseUrl: input.baseUrl.replace(/\/+$/, ''),
      models: input.models,
      defaultModel: defaultModelOf(input),
      enabled: input.enabled,
      ...key,
    });
  });
  return toModelProvider(row!);
}

export async function deleteProvider(
  app: FastifyInstance,
  caller: Caller,
  orgId: bigint,
  providerId: bigint,
): Promise<void> {
  const removed = await app.db.transaction(async (tx) => {
    await requireOrgPermission(tx, orgId, caller.user.id, MANAGE, { lock: true });
    return deleteOrgProvider(tx, orgId, providerId);
  });
  if (!removed) throw new AppError(404, 'NOT_FOUND');
}

/**
 * Where a connection test goes and with which key: the form's values, and for what the form
 * leaves out, the saved provider's. The saved key goes only to the saved base URL.
 */
async function testSettings(
  app: FastifyInstance,
  orgId: bigint,
  input: ListModelsInput,
): Promise<{ baseUrl: string; apiKey: string }> {
  const row = input.providerId ? await ownRow(app.db, orgId, BigInt(input.providerId)) : undefined;
  const baseUrl = input.baseUrl ?? row?.baseUrl;
  if (!baseUrl)
    throw new AppError(422, 'VALIDATION_FAILED', {}, [
      { loc: ['body', 'baseUrl'], msg: 'validation.baseUrl' },
    ]);
  if (!row || input.apiKey !== undefined) return { baseUrl, apiKey: input.apiKey ?? '' };
  requireKeyForNewBaseUrl(row, input);
  let apiKey = '';
  try {
    apiKey = app.llm.box.open(row.apiKeyEncrypted);
  } catch {
    // Sealed under another APP_SECRET: as good as no key (the test says why) until re-entered.
  }
  return { baseUrl, apiKey };
}

/** Tests a saved provider or unsaved settings: whether the endpoint answers, how fast, and what. */
export async function testProvider(
  app: FastifyInstance,
  caller: Caller,
  orgId: bigint,
  input: TestInput,
  locale: Locale,
) {
  await requireOrgPermission(app.db, orgId, caller.user.id, MANAGE);
  const { baseUrl, apiKey } = await testSettings(app, orgId, input);
  await checkBaseUrl(baseUrl, app.outbound);
  const target = {
    ref: 'test',
    model: input.model,
    providerName: 'test',
    baseUrl,
    apiKey,
    vision: false,
    contextSize: 8192,
    checkHost: true,
  };
  return testConnection(target, input.kind, app.llm.limits, locale);
}

/** The models a service offers, for the form to pick from: unsaved settings or a saved provider. */
export async function listServiceModels(
  app: FastifyInstance,
  caller: Caller,
  orgId: bigint,
  input: ListModelsInput,
): Promise<string[]> {
  await requireOrgPermission(app.db, orgId, caller.user.id, MANAGE);
  const { baseUrl, apiKey } = await testSettings(app, orgId, input);
  await checkBaseUrl(baseUrl, app.outbound);
  return fetchModelIds(baseUrl, apiKey, app.llm.limits);
}
