import {
  DEFAULT_DATASET_SETTINGS,
  type Dataset,
  type DatasetDocument,
} from '@miaoyu/contracts/knowledge';

/** A knowledge base as the server answers it, with the default settings; tests change what they need. */
export function datasetFixture(changes: Partial<Dataset> = {}): Dataset {
  return {
    id: '11',
    name: '产品手册',
    description: '',
    ...DEFAULT_DATASET_SETTINGS,
    documentCount: 3,
    chunkCount: 9,
    bytes: 4096,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...changes,
  };
}

/** A document just added (queued), as the server answers it. */
export function documentFixture(changes: Partial<DatasetDocument> = {}): DatasetDocument {
  return {
    id: '31',
    datasetId: '11',
    folderId: null,
    name: 'a.txt',
    source: 'file',
    kind: '',
    url: '',
    bytes: 5,
    status: 'queued',
    progress: 0,
    failure: null,
    failureDetail: '',
    chunkCount: 0,
    charCount: 0,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...changes,
  };
}
