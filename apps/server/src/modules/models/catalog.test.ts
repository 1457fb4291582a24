import { describe, expect, it } from 'vitest';
import { OFFLINE_MODEL_REF } from '@miaoyu/contracts';
import { testConfig } from '../../config';
import type { Db } from '../../db/client';
import type { SecretBox } from '../../lib/secret-box';
import { resolveTarget } from './catalog';

/** A database that fails the test if anything reads it. */
const noQueries = new Proxy({} as Db, {
  get: () => {
    throw new Error('the database was read');
  },
});
const box = {} as SecretBox;
const config = testConfig({ OPENAI_BASE_URL: 'http://127.0.0.1:9/v1', LLM_MODEL: 'a,b' });

describe('resolveTarget', () => {
  it('finds a platform model by name without reading the org providers', async () => {
    const asked = await resolveTarget(noQueries, config, box, 1n, 'env:b', 'env:a');
    expect(asked?.model).toBe('b');
    const sessions = await resolveTarget(noQueries, config, box, 1n, undefined, 'env:a');
    expect(sessions).toMatchObject({ model: 'a', checkHost: false });
  });

  it('refuses a platform model that is not configured', async () => {
    await expect(resolveTarget(noQueries, config, box, 1n, 'env:zz', '')).rejects.toMatchObject({
      code: 'MODEL_NOT_FOUND',
    });
  });

  it('answers offline when asked, whatever the session holds', async () => {
    expect(await resolveTarget(noQueries, config, box, 1n, OFFLINE_MODEL_REF, 'env:a')).toBeNull();
  });
});
