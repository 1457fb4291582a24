import { z } from 'zod';
import { idSchema } from '../ids';
import { safeText, textSchema } from '../text';

export const DATASET_NAME_MAX_CHARS = 50;
export const DATASET_DESCRIPTION_MAX_CHARS = 500;
export const FOLDER_NAME_MAX_CHARS = 50;

/** Chunk sizes are in characters (a 汉字 is one). */
export const CHUNK_SIZE_RANGE = { min: 100, max: 4000, default: 500 } as const;
export const CHUNK_OVERLAP_RANGE = { min: 0, max: 1000, default: 60 } as const;
export const TOP_K_RANGE = { min: 1, max: 20, default: 5 } as const;

export const datasetParamsSchema = z.object({ orgId: idSchema, datasetId: idSchema });
export const folderParamsSchema = datasetParamsSchema.extend({ folderId: idSchema });

/**
 * How passages are found: words only, words and meaning fused (reciprocal rank fusion), or
 * meaning only. Meaning needs an embedding model and a database with pgvector; without them a
 * dataset searches by words.
 */
export const SEARCH_MODES = ['fulltext', 'hybrid', 'vector'] as const;
export const searchModeSchema = z.enum(SEARCH_MODES);
export type SearchMode = z.infer<typeof searchModeSchema>;

/** `providerId:model` of an embedding model, or empty for none. */
export const embeddingModelRefSchema = safeText().trim().max(250);

/** How a dataset cuts its documents and answers questions. */
export const datasetSettingsSchema = z.object({
  chunkSize: z.number().int().min(CHUNK_SIZE_RANGE.min).max(CHUNK_SIZE_RANGE.max),
  chunkOverlap: z.number().int().min(CHUNK_OVERLAP_RANGE.min).max(CHUNK_OVERLAP_RANGE.max),
  topK: z.number().int().min(TOP_K_RANGE.min).max(TOP_K_RANGE.max),
  /** Passages scoring under this (0–1, relative to the best match) are left out. */
  minScore: z.number().min(0).max(1),
  embeddingModel: embeddingModelRefSchema,
  searchMode: searchModeSchema,
  /** Before searching, a generative model (when the team has one) adds other phrasings. */
  queryRewrite: z.boolean(),
  /** Questions are searched with the product's own list of words of the same meaning, too. */
  builtinSynonyms: z.boolean(),
});
export type DatasetSettings = z.infer<typeof datasetSettingsSchema>;

export const DEFAULT_DATASET_SETTINGS: DatasetSettings = {
  chunkSize: CHUNK_SIZE_RANGE.default,
  chunkOverlap: CHUNK_OVERLAP_RANGE.default,
  topK: TOP_K_RANGE.default,
  minScore: 0,
  embeddingModel: '',
  searchMode: 'hybrid',
  queryRewrite: true,
  builtinSynonyms: true,
};

export const overlapUnderSize = (s: { chunkSize?: number; chunkOverlap?: number }) =>
  s.chunkSize === undefined || s.chunkOverlap === undefined || s.chunkOverlap < s.chunkSize;

const datasetFields = {
  name: textSchema(1, DATASET_NAME_MAX_CHARS, 'validation.datasetName'),
  description: safeText()
    .trim()
    .refine((v) => Array.from(v).length <= DATASET_DESCRIPTION_MAX_CHARS, {
      message: 'validation.datasetDescription',
    })
    .default(''),
};

export const createDatasetSchema = z
  .object({ ...datasetFields, ...datasetSettingsSchema.partial().shape })
  .refine(overlapUnderSize, { message: 'validation.chunkOverlap', path: ['chunkOverlap'] });
export type CreateDataset = z.input<typeof createDatasetSchema>;

export const updateDatasetSchema = z
  .object({
    name: datasetFields.name.optional(),
    description: datasetFields.description.optional(),
    ...datasetSettingsSchema.partial().shape,
  })
  .refine(overlapUnderSize, { message: 'validation.chunkOverlap', path: ['chunkOverlap'] })
  .refine((v) => Object.values(v).some((x) => x !== undefined), {
    message: 'validation.nothingToUpdate',
  });
export type UpdateDataset = z.input<typeof updateDatasetSchema>;

export const datasetSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    description: z.string(),
    ...datasetSettingsSchema.shape,
    documentCount: z.number().int(),
    chunkCount: z.number().int(),
    /** Bytes of the documents' stored originals. */
    bytes: z.number().int(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'Dataset' });
export type Dataset = z.infer<typeof datasetSchema>;
export const datasetListSchema = z.object({ list: z.array(datasetSchema) });

/** What deleting a dataset removes, and the chats and helpers that stop answering from it. */
export const datasetDeletionImpactSchema = z.object({
  documents: z.number().int(),
  chunks: z.number().int(),
  bytes: z.number().int(),
  chatSessions: z.number().int(),
  helpers: z.number().int(),
});
export type DatasetDeletionImpact = z.infer<typeof datasetDeletionImpactSchema>;

export const folderSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    parentId: z.string().nullable(),
    /** Documents directly in this folder. */
    documentCount: z.number().int(),
  })
  .meta({ id: 'DatasetFolder' });
export type DatasetFolder = z.infer<typeof folderSchema>;
export const folderListSchema = z.object({ list: z.array(folderSchema) });

const folderName = textSchema(1, FOLDER_NAME_MAX_CHARS, 'validation.folderName');
export const createFolderSchema = z.object({
  name: folderName,
  parentId: idSchema.nullable().default(null),
});
export type CreateFolder = z.input<typeof createFolderSchema>;
/** Rename, or move under another folder (`null`: the top level). */
export const updateFolderSchema = z
  .object({ name: folderName.optional(), parentId: idSchema.nullable().optional() })
  .refine((v) => v.name !== undefined || v.parentId !== undefined, {
    message: 'validation.nothingToUpdate',
  });
export type UpdateFolder = z.input<typeof updateFolderSchema>;

/** What deleting a folder removes: it, the folders below it, and their documents. */
export const folderDeletionImpactSchema = z.object({
  folders: z.number().int(),
  documents: z.number().int(),
});
export type FolderDeletionImpact = z.infer<typeof folderDeletionImpactSchema>;

/** An organisation's knowledge-base storage: what it may use and what uses it. */
export const knowledgeUsageSchema = z.object({
  usedBytes: z.number().int(),
  quotaBytes: z.number().int(),
  maxFileBytes: z.number().int(),
  datasets: z.array(z.object({ id: z.string(), name: z.string(), bytes: z.number().int() })),
});
export type KnowledgeUsage = z.infer<typeof knowledgeUsageSchema>;

/** What retrieval can do for an organisation: vectors need pgvector and an embedding model. */
export const searchCapabilitiesSchema = z.object({
  /** Whether this database has pgvector. */
  vectorSearch: z.boolean(),
  embeddingModels: z.array(
    z.object({
      ref: z.string(),
      model: z.string(),
      providerName: z.string(),
      source: z.enum(['org', 'environment']),
    }),
  ),
});
export type SearchCapabilities = z.infer<typeof searchCapabilitiesSchema>;
