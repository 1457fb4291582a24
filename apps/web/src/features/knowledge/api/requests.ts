import type { FirstRequest } from '@/lib/preload';
import { DOCUMENT_PAGE_SIZE } from '@miaoyu/contracts/constants';
import { datasetPath, datasetsPath, type DatasetRef } from './keys';

/** `GET /v1/orgs/{orgId}/datasets`: the organisation's knowledge bases with their totals. */
export const datasetsRequest = (orgId: string): FirstRequest => ({ path: datasetsPath(orgId) });

/** `GET …/datasets/{datasetId}`: one knowledge base and its settings. */
export const datasetRequest = (ref: DatasetRef): FirstRequest => ({ path: datasetPath(ref) });

/** `GET …/datasets/{datasetId}/folders`: its folders, flat. */
export const foldersRequest = (ref: DatasetRef): FirstRequest => ({
  path: `${datasetPath(ref)}/folders`,
});

/** `GET /v1/orgs/{orgId}/knowledge/usage`: the organisation's storage and its limits. */
export const usageRequest = (orgId: string): FirstRequest => ({
  path: `/v1/orgs/${orgId}/knowledge/usage`,
});

export interface DocumentQuery {
  /** A folder's own documents, or `all` for every folder. */
  folderId: string;
  keyword: string;
  offset: number;
  limit: number;
}

/** The documents page opens on: the first page of a folder (every folder unless one is named). */
export const firstDocumentQuery = (folderId: string): DocumentQuery => ({
  folderId,
  keyword: '',
  offset: 0,
  limit: DOCUMENT_PAGE_SIZE,
});

/** `GET …/datasets/{datasetId}/documents`: one page of a folder's documents. */
export const documentsRequest = (ref: DatasetRef, query: DocumentQuery): FirstRequest => ({
  path: `${datasetPath(ref)}/documents`,
  params: { ...query, keyword: query.keyword || undefined },
});
