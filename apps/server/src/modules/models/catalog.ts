import { OFFLINE_MODEL_REF, type ChatModel, type ChatModelList } from '@miaoyu/contracts';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import type { SecretBox } from '../../lib/secret-box';
import type { ModelTarget } from '../../plugins/llm/gateway';
import { listEnabledProviders } from './repo';

/** What the gateway calls: the catalog picks it, the llm plugin defines it. */
export type { ModelTarget };

export const ENV_PROVIDER = 'env';
const ENV_PROVIDER_NAME = 'OpenAI-compatible (platform)';

/** `providerId:model` — split at the first colon, since model names may hold colons (qwen2:7b). */
export function parseModelRef(ref: string): { provider: string; model: string } | null {
  const at = ref.indexOf(':');
  if (at <= 0 || at === ref.length - 1) return null;
  return { provider: ref.slice(0, at), model: ref.slice(at + 1) };
}

function envTargets(config: Config, names: string): ModelTarget[] {
  if (!config.OPENAI_BASE_URL) return [];
  return names
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean)
    .map((model) => ({
      ref: `${ENV_PROVIDER}:${model}`,
      model,
      providerName: ENV_PROVIDER_NAME,
      baseUrl: config.OPENAI_BASE_URL!,
      apiKey: config.OPENAI_API_KEY ?? '',
      vision: config.LLM_VISION,
      contextSize: config.LLM_CONTEXT_SIZE,
      checkHost: false,
    }));
}

async function orgTargets(db: Db, box: SecretBox, orgId: bigint | null) {
  const targets: ModelTarget[] = [];
  const embeddings: ModelTarget[] = [];
  const defaults: string[] = [];
  if (orgId === null) return { targets, embeddings, defaults };
  const rows = await listEnabledProviders(db, orgId);
  for (const row of rows) {
    let apiKey: string;
    try {
      apiKey = box.open(row.apiKeyEncrypted);
    } catch {
      continue; // sealed under another APP_SECRET: unusable until an admin re-enters the key
    }
    for (const m of row.models)
      // Rows saved before models had a kind are chat models.
      (m.kind === 'embedding' ? embeddings : targets).push({
        ref: `${row.id}:${m.id}`,
        model: m.id,
        providerName: row.name,
        baseUrl: row.baseUrl,
        apiKey,
        vision: m.vision,
        contextSize: m.contextSize,
        checkHost: true,
      });
    const firstChat = row.models.find((m) => m.kind !== 'embedding');
    defaults.push(`${row.id}:${row.defaultModel || firstChat?.id}`);
  }
  return { targets, embeddings, defaults };
}

/** The models an organisation's conversations may use, and its default. */
export interface ModelCatalog {
  /** Chat models. */
  targets: ModelTarget[];
  defaultRef: string | null;
  /** Models that turn text into vectors (knowledge-base search). */
  embeddings: ModelTarget[];
}

/** The org's enabled providers' models, then the platform's; one query. */
export async function loadModelCatalog(
  db: Db,
  config: Config,
  box: SecretBox,
  orgId: bigint | null,
): Promise<ModelCatalog> {
  const org = await orgTargets(db, box, orgId);
  const env = envTargets(config, config.LLM_MODEL);
  const targets = [...org.targets, ...env];
  const defaultRef =
    org.defaults.find((ref) => targets.some((t) => t.ref === ref)) ?? env[0]?.ref ?? null;
  const embeddings = [...org.embeddings, ...envTargets(config, config.EMBEDDING_MODEL)];
  return { targets, defaultRef, embeddings };
}

/** The models the caller's current organisation may use: its own providers, then the platform's. */
export async function listChatModels(
  db: Db,
  config: Config,
  box: SecretBox,
  orgId: bigint | null,
): Promise<ChatModelList> {
  const { targets, defaultRef } = await loadModelCatalog(db, config, box, orgId);
  const list: ChatModel[] = targets.map((t) => ({
    ref: t.ref,
    model: t.model,
    providerName: t.providerName,
    vision: t.vision,
    contextSize: t.contextSize,
    source: t.checkHost ? 'org' : 'environment',
  }));
  return { list, defaultRef };
}

/**
 * The model to answer with: the request's choice (which must exist), else the session's (ignored
 * when it no longer exists), else the default. Null means the offline answerer replies.
 */
export function pickTarget(
  { targets, defaultRef }: ModelCatalog,
  requested: string | undefined,
  sessionModel: string,
): ModelTarget | null {
  const byRef = (ref: string | null) => targets.find((t) => t.ref === ref);
  if (requested === OFFLINE_MODEL_REF) return null;
  if (requested) {
    const chosen = byRef(requested);
    if (!chosen) throw new AppError(422, 'MODEL_NOT_FOUND');
    return chosen;
  }
  return byRef(sessionModel) ?? byRef(defaultRef) ?? null;
}
