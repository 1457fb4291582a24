import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { DatasetDocument } from '@miaoyu/contracts/knowledge';
import { knowledgeKeys, type DatasetRef } from '../api/keys';

type Loaded = ReadonlyMap<string, DatasetDocument>;

/** Where each document stands, for telling when something changed. */
const stateOf = (documents: Loaded) =>
  [...documents.values()].map((d) => `${d.id}:${d.status}:${d.progress}`).join(',');

/**
 * The documents of a knowledge base its lists have loaded, by id, kept as the lists refresh
 * (they poll while the server works): the upload dialog shows how far each file it sent got.
 */
export function useLoadedDocuments(ref: DatasetRef): Loaded {
  const client = useQueryClient();
  const [documents, setDocuments] = useState<Loaded>(new Map());
  useEffect(() => {
    const queryKey = knowledgeKeys.documents(ref.orgId, ref.datasetId);
    const read = () => {
      const next = new Map<string, DatasetDocument>();
      for (const [, page] of client.getQueriesData<{ list: DatasetDocument[] }>({ queryKey }))
        for (const document of page?.list ?? []) next.set(document.id, document);
      setDocuments((current) => (stateOf(current) === stateOf(next) ? current : next));
    };
    read();
    return client.getQueryCache().subscribe(read);
  }, [client, ref.orgId, ref.datasetId]);
  return documents;
}
