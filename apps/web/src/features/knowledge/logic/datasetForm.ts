import {
  DEFAULT_DATASET_SETTINGS,
  type Dataset,
  type DatasetSettings,
} from '@miaoyu/contracts/knowledge';

/** What the create and settings forms hold: the contract's fields, numbers possibly cleared. */
export type DatasetFormValues = { name: string; description: string } & {
  [K in keyof DatasetSettings]?: DatasetSettings[K] | null;
};

export const NEW_DATASET_VALUES: DatasetFormValues = {
  name: '',
  description: '',
  ...DEFAULT_DATASET_SETTINGS,
};

export function datasetValues(dataset: Dataset): DatasetFormValues {
  const { name, description, chunkSize, chunkOverlap, topK, minScore } = dataset;
  const { embeddingModel, searchMode, queryRewrite, builtinSynonyms } = dataset;
  return {
    name,
    description,
    chunkSize,
    chunkOverlap,
    topK,
    minScore,
    embeddingModel,
    searchMode,
    queryRewrite,
    builtinSynonyms,
  };
}

/**
 * The request body of a form's values over its initial ones: fields of a collapsed section are
 * not mounted (the form may not hold them), and a cleared number means "as it was" (the default
 * for a new knowledge base, the current value when editing).
 */
export function datasetBody(initial: DatasetFormValues, values: Partial<DatasetFormValues>) {
  const body: Record<string, unknown> = {};
  for (const key of Object.keys(initial) as (keyof DatasetFormValues)[]) {
    const value = values[key] ?? initial[key];
    if (value !== null && value !== undefined) body[key] = value;
  }
  return body as { name: string; description: string } & Partial<DatasetSettings>;
}

/**
 * The settings form's request: the embedding model only when it changed, so that a model the
 * organisation no longer has (refused with a 422) does not block every other change.
 */
export function datasetUpdate(initial: DatasetFormValues, values: Partial<DatasetFormValues>) {
  const body = datasetBody(initial, values);
  if (body.embeddingModel === initial.embeddingModel) delete body.embeddingModel;
  return body;
}
