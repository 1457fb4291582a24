import type { Dataset, SearchCapabilities, SearchMode } from '@miaoyu/contracts/knowledge';

type EmbeddingModel = SearchCapabilities['embeddingModels'][number];

/** The model's own name in a `providerId:model` ref (model names may hold colons themselves). */
export const modelOfRef = (ref: string) => ref.slice(ref.indexOf(':') + 1);

/** The dataset's embedding model when the org no longer has it (deleted, switched off). */
export function missingModel(
  saved: string,
  capabilities: SearchCapabilities | undefined,
): string | undefined {
  if (!saved || !capabilities) return undefined;
  return capabilities.embeddingModels.some((m) => m.ref === saved) ? undefined : saved;
}

/** The embedding model a ref names, if the org has it. */
export function findModel(
  ref: string,
  capabilities: SearchCapabilities | undefined,
): EmbeddingModel | undefined {
  return capabilities?.embeddingModels.find((m) => m.ref === ref);
}

/**
 * Whether saving re-indexes every document, as the server decides it (datasets.service.ts):
 * vectors are stored here, a model is chosen and used, and it is new or was not used before.
 * An unknown `vectorSearch` (not loaded yet) counts as yes: better to ask once too often.
 */
export function willReindex(
  current: Pick<Dataset, 'embeddingModel' | 'searchMode' | 'documentCount'>,
  next: { embeddingModel?: string; searchMode?: SearchMode },
  vectorSearch: boolean | undefined,
): boolean {
  const model = next.embeddingModel ?? current.embeddingModel;
  const mode = next.searchMode ?? current.searchMode;
  return (
    vectorSearch !== false &&
    current.documentCount > 0 &&
    model !== '' &&
    mode !== 'fulltext' &&
    (model !== current.embeddingModel || current.searchMode === 'fulltext')
  );
}
