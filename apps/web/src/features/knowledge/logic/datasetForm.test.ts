import { createDatasetSchema, type Dataset } from '@miaoyu/contracts/knowledge';
import { describe, expect, it } from 'vitest';
import { datasetBody, datasetUpdate, datasetValues, NEW_DATASET_VALUES } from './datasetForm';

const dataset: Dataset = {
  id: '3',
  name: '产品手册',
  description: '',
  chunkSize: 800,
  chunkOverlap: 80,
  topK: 6,
  minScore: 0.2,
  embeddingModel: '',
  searchMode: 'hybrid',
  queryRewrite: true,
  builtinSynonyms: false,
  documentCount: 1,
  chunkCount: 2,
  bytes: 3,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

describe('datasetBody', () => {
  it('keeps the defaults of fields the form never showed', () => {
    const body = datasetBody(NEW_DATASET_VALUES, { name: '手册' });
    expect(body).toEqual({ ...NEW_DATASET_VALUES, name: '手册' });
    expect(createDatasetSchema.safeParse(body).success).toBe(true);
  });

  it('reads a cleared number as the value it had', () => {
    const body = datasetBody(datasetValues(dataset), { topK: null, chunkSize: undefined });
    expect(body).toEqual(datasetValues(dataset));
  });

  it('sends what was typed', () => {
    const body = datasetBody(datasetValues(dataset), { name: '新名字', minScore: 0.5 });
    expect(body).toMatchObject({ name: '新名字', minScore: 0.5, topK: 6 });
  });

  it('is refused by the contract when the overlap is not under the chunk size', () => {
    const body = datasetBody(NEW_DATASET_VALUES, { name: 'a', chunkSize: 100, chunkOverlap: 100 });
    const issues = createDatasetSchema.safeParse(body).error?.issues ?? [];
    expect(issues.map((issue) => issue.path.join('.'))).toEqual(['chunkOverlap']);
  });

  it('sends the embedding model only when it changed', () => {
    const saved = datasetValues({ ...dataset, embeddingModel: '9:gone' });
    expect(datasetUpdate(saved, { name: '新名字' })).not.toHaveProperty('embeddingModel');
    expect(datasetUpdate(saved, { embeddingModel: '5:bge-m3' })).toMatchObject({
      embeddingModel: '5:bge-m3',
      searchMode: 'hybrid',
    });
    expect(datasetUpdate(saved, { embeddingModel: '' })).toHaveProperty('embeddingModel', '');
  });
});
