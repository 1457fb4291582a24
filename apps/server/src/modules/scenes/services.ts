import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import { streamModel } from '../../plugins/llm/gateway';
import { datasetRetriever } from '../knowledge';
import { loadModelCatalog, pickTarget, type ModelCatalog } from '../models';
import { sharedCodeSandbox } from './code/code-pool';
import type { SceneServices } from './engine/context';
import { latestPublished } from './scenes.repo';
import { sealedSecret } from './secrets.repo';
import type { SecretBox } from '../../lib/secret-box';

/**
 * What a scene's nodes use, for one team: its models, its knowledge, its secrets and published
 * scenes, the guarded fetch and the code sandbox. `handOver` is the channel's (the bot's inbox);
 * `models` is the team's catalog when the caller has read it already (a conversation has).
 */
export async function sceneServices(
  app: FastifyInstance,
  config: Config,
  box: SecretBox,
  orgId: bigint,
  {
    handOver = async () => false,
    models,
  }: { handOver?: SceneServices['handOver']; models?: ModelCatalog } = {},
): Promise<SceneServices> {
  const catalog = models ?? (await loadModelCatalog(app.db, config, app.llm.box, orgId));
  return {
    model: (ref) => pickTarget(catalog, undefined, ref),
    streamModel: (target, messages, upstream) =>
      streamModel(target, messages, upstream, app.llm.limits),
    retrieve: (datasetIds, query, signal) =>
      datasetRetriever(app, config, orgId, datasetIds.map(BigInt))(query, signal),
    fetch: app.outbound.fetch,
    runCode: (code, input, timeoutMs, signal) =>
      sharedCodeSandbox().run({ code, input, timeoutMs, signal, tenant: String(orgId) }),
    secret: async (name) => {
      const sealed = await sealedSecret(app.db, orgId, name);
      return sealed === undefined ? undefined : box.open(sealed);
    },
    handOver,
    subscene: async (sceneId) =>
      (await latestPublished(app.db, orgId, BigInt(sceneId)))?.graph ?? null,
  };
}
