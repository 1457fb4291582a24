import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { testConfig } from '../../config';
import type { ModelCatalog } from '../models';
import { sceneRunsInFlight, sceneRunsSettled, trackSceneRun } from './in-flight';
import { sceneSecretBox } from './secret-box';
import { sceneServices } from './services';

const target = {
  ref: 'env:stub-model',
  model: 'stub-model',
  providerName: 'stub',
  baseUrl: 'http://127.0.0.1:1',
  apiKey: '',
  vision: false,
  contextSize: 8_000,
  checkHost: false,
};

describe("a scene's services", () => {
  it('use the models the conversation read already, without reading them again', async () => {
    // Any database read would throw.
    const db = new Proxy(
      {},
      {
        get: () => {
          throw new Error('the catalog was read again');
        },
      },
    );
    const app = {
      db,
      llm: { box: null, limits: {} },
      outbound: { fetch: globalThis.fetch },
    } as unknown as FastifyInstance;
    const config = testConfig();
    const models: ModelCatalog = { targets: [target], defaultRef: target.ref, embeddings: [] };
    const services = await sceneServices(app, config, sceneSecretBox(config), 1n, { models });
    expect(services.model('')).toMatchObject({ model: 'stub-model' });
  });

  it('seal secrets with one box per app, not one per conversation', () => {
    const config = testConfig();
    expect(sceneSecretBox(config)).toBe(sceneSecretBox(config));
    expect(sceneSecretBox(testConfig())).not.toBe(sceneSecretBox(config));
  });
});

describe('scene runs in flight', () => {
  it('are waited for, up to the grace period', async () => {
    let end = () => {};
    trackSceneRun(new Promise<void>((resolve) => (end = resolve)));
    expect(sceneRunsInFlight()).toBe(1);
    expect(await sceneRunsSettled(20)).toBe(false);
    setTimeout(end, 20);
    expect(await sceneRunsSettled(5_000)).toBe(true);
    await Promise.resolve();
    expect(sceneRunsInFlight()).toBe(0);
    // A failed run counts as ended.
    trackSceneRun(Promise.reject(new Error('failed')));
    expect(await sceneRunsSettled(1_000)).toBe(true);
  });
});
