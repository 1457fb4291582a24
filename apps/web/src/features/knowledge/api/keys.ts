/** React-query keys of the knowledge feature; mutations invalidate by these prefixes. */
export const knowledgeKeys = {
  /** Everything of one organisation's knowledge bases. */
  org: (orgId: string) => ['knowledge', orgId] as const,
  datasets: (orgId: string) => ['knowledge', orgId, 'datasets'] as const,
  usage: (orgId: string) => ['knowledge', orgId, 'usage'] as const,
  capabilities: (orgId: string) => ['knowledge', orgId, 'capabilities'] as const,
  /** Everything of one knowledge base: itself, its folders, documents and chunks. */
  scope: (orgId: string, datasetId: string) => ['knowledge', orgId, 'dataset', datasetId] as const,
  dataset: (orgId: string, datasetId: string) =>
    [...knowledgeKeys.scope(orgId, datasetId), 'detail'] as const,
  impact: (orgId: string, datasetId: string) =>
    [...knowledgeKeys.scope(orgId, datasetId), 'impact'] as const,
  folders: (orgId: string, datasetId: string) =>
    [...knowledgeKeys.scope(orgId, datasetId), 'folders'] as const,
  documents: (orgId: string, datasetId: string) =>
    [...knowledgeKeys.scope(orgId, datasetId), 'documents'] as const,
  chunks: (orgId: string, datasetId: string) =>
    [...knowledgeKeys.scope(orgId, datasetId), 'chunks'] as const,
  synonyms: (orgId: string, datasetId: string) =>
    [...knowledgeKeys.scope(orgId, datasetId), 'synonyms'] as const,
};

/** Where one knowledge base's calls go. */
export interface DatasetRef {
  orgId: string;
  datasetId: string;
}

export const datasetsPath = (orgId: string) => `/v1/orgs/${orgId}/datasets`;
export const datasetPath = ({ orgId, datasetId }: DatasetRef) =>
  `${datasetsPath(orgId)}/${datasetId}`;

/** The folder tree's root: every document of the knowledge base; what is added there goes to the top level. */
export const ALL_DOCUMENTS = 'all';
