import type { SearchCapabilities } from '@miaoyu/contracts/knowledge';
import { describe, expect, it } from 'vitest';
import { missingModel, modelOfRef, willReindex } from './searchSettings';

const saved = { embeddingModel: '5:bge-m3', searchMode: 'hybrid' as const, documentCount: 4 };
const capabilities: SearchCapabilities = {
  vectorSearch: true,
  embeddingModels: [{ ref: '5:bge-m3', model: 'bge-m3', providerName: 'x', source: 'org' }],
};

describe('willReindex', () => {
  it('is asked when another model, or a model newly used, would embed every document', () => {
    expect(willReindex(saved, { embeddingModel: '6:e5' }, true)).toBe(true);
    expect(willReindex({ ...saved, searchMode: 'fulltext' }, { searchMode: 'vector' }, true)).toBe(
      true,
    );
    expect(willReindex({ ...saved, embeddingModel: '' }, { embeddingModel: '6:e5' }, true)).toBe(
      true,
    );
    // Not loaded yet: ask rather than not.
    expect(willReindex(saved, { embeddingModel: '6:e5' }, undefined)).toBe(true);
  });

  it('is not asked when nothing would be embedded again', () => {
    expect(willReindex(saved, { name: 'x' } as never, true)).toBe(false);
    expect(willReindex(saved, { searchMode: 'vector' }, true)).toBe(false);
    expect(willReindex(saved, { embeddingModel: '' }, true)).toBe(false);
    expect(willReindex(saved, { embeddingModel: '6:e5', searchMode: 'fulltext' }, true)).toBe(
      false,
    );
    expect(willReindex(saved, { embeddingModel: '6:e5' }, false)).toBe(false);
    expect(willReindex({ ...saved, documentCount: 0 }, { embeddingModel: '6:e5' }, true)).toBe(
      false,
    );
  });
});

describe('missingModel', () => {
  it('names a saved model the organisation no longer has', () => {
    expect(missingModel('9:old', capabilities)).toBe('9:old');
    expect(missingModel('5:bge-m3', capabilities)).toBeUndefined();
    expect(missingModel('', capabilities)).toBeUndefined();
    expect(missingModel('9:old', undefined)).toBeUndefined();
  });

  it('reads the model out of a ref whose name has colons', () => {
    expect(modelOfRef('env:nomic-embed-text:latest')).toBe('nomic-embed-text:latest');
  });
});
