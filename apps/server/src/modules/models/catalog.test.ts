import { describe, expect, it } from 'vitest';
import { OFFLINE_MODEL_REF } from '@miaoyu/contracts';
import { pickTarget, type ModelCatalog, type ModelTarget } from './catalog';

const target = (ref: string): ModelTarget => ({
  ref,
  model: ref.slice(ref.indexOf(':') + 1),
  providerName: 'p',
  baseUrl: 'http://127.0.0.1:9/v1',
  apiKey: '',
  vision: false,
  contextSize: 4096,
  checkHost: false,
});
const catalog: ModelCatalog = {
  targets: [target('7:a'), target('env:b')],
  defaultRef: '7:a',
  embeddings: [],
};

describe('pickTarget', () => {
  it('takes the asked model, else the session’s, else the default', () => {
    expect(pickTarget(catalog, 'env:b', '7:a')?.ref).toBe('env:b');
    expect(pickTarget(catalog, undefined, 'env:b')?.ref).toBe('env:b');
    expect(pickTarget(catalog, undefined, '9:gone')?.ref).toBe('7:a');
    expect(pickTarget(catalog, undefined, '')?.ref).toBe('7:a');
  });

  it('refuses an asked model that is not in the catalog', () => {
    expect(() => pickTarget(catalog, 'env:zz', '')).toThrow(
      expect.objectContaining({ code: 'MODEL_NOT_FOUND' }),
    );
  });

  it('answers offline when asked, or when there is no model at all', () => {
    expect(pickTarget(catalog, OFFLINE_MODEL_REF, 'env:b')).toBeNull();
    expect(pickTarget({ targets: [], defaultRef: null, embeddings: [] }, undefined, '')).toBeNull();
  });
});
