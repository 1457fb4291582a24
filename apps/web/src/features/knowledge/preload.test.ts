import { describe, expect, it } from 'vitest';
import { DOCUMENT_PAGE_SIZE } from '@miaoyu/contracts/constants';
import { useSessionStore } from '@/lib/session';
import { mockHttp } from '@/test/http';
import { headStart } from '@/test/route-preload';
import { listDocuments } from './api/documents';
import { listFolders } from './api/folders';
import { knowledgeFeature } from './feature';

describe('a knowledge base’s data downloads beside its code', () => {
  it('a knowledge base opens with its settings, folders, storage and first page of documents', async () => {
    localStorage.setItem('userInfo', JSON.stringify({ id: '7', orgId: '42' }));
    useSessionStore.setState({ token: 'miaoyu-ai-studio x', userId: '7', user: null });
    const { requests } = mockHttp(() => [200, { list: [], total: 0 }]);
    headStart(knowledgeFeature, '/knowledge/5?folder=9');
    expect(requests.map((request) => request.url)).toEqual([
      '/v1/orgs/42/datasets/5',
      '/v1/orgs/42/datasets/5/folders',
      '/v1/orgs/42/knowledge/usage',
      '/v1/orgs/42/datasets/5/documents',
    ]);
    expect(Object.fromEntries(requests[3]!.params)).toEqual({
      folderId: '9',
      offset: '0',
      limit: String(DOCUMENT_PAGE_SIZE),
    });
    // The page's own first requests take those answers.
    const ref = { orgId: '42', datasetId: '5' };
    await listDocuments(ref, { folderId: '9', keyword: '', offset: 0, limit: DOCUMENT_PAGE_SIZE });
    await listFolders(ref);
    expect(requests).toHaveLength(4);
    localStorage.removeItem('userInfo');
  });

  it('another tab of a knowledge base asks only for the knowledge base', async () => {
    localStorage.setItem('userInfo', JSON.stringify({ id: '7', orgId: '42' }));
    useSessionStore.setState({ token: 'miaoyu-ai-studio x', userId: '7', user: null });
    const { requests } = mockHttp(() => [200, {}]);
    headStart(knowledgeFeature, '/knowledge/5?tab=settings');
    expect(requests.map((request) => request.url)).toEqual(['/v1/orgs/42/datasets/5']);
    localStorage.removeItem('userInfo');
  });
});
