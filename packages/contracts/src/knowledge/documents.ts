import { z } from 'zod';
import { DOCUMENT_PAGE_SIZE } from '../constants';
import { idSchema, isId } from '../ids';
import { pageQuery } from '../page';
import { safeText, textSchema } from '../text';
import {
  CHUNK_OVERLAP_RANGE,
  CHUNK_SIZE_RANGE,
  datasetParamsSchema,
  overlapUnderSize,
} from './datasets';

export const DOCUMENT_NAME_MAX_CHARS = 200;
export const PASTED_TEXT_MAX_CHARS = 1_000_000;
export const QA_PAIRS_MAX = 500;
export const QA_TEXT_MAX_CHARS = 5000;
export const CHUNK_MAX_CHARS = 8000;

export const DOCUMENT_SOURCES = ['file', 'text', 'qa', 'url'] as const;
export const DOCUMENT_STATUSES = ['queued', 'parsing', 'indexing', 'done', 'failed'] as const;
export type DocumentStatus = (typeof DOCUMENT_STATUSES)[number];

/** Why a file could not be read (the parsers' verdicts). */
export const PARSE_FAILURES = [
  'EMPTY',
  'UNSUPPORTED_TYPE',
  'ENCRYPTED',
  'BROKEN',
  'UNPACKED_TOO_LARGE',
  'TOO_MANY_SHEETS',
  'NO_TEXT',
] as const;

/** Why a document failed; the web app shows each in the reader's language. */
export const DOCUMENT_FAILURES = [
  ...PARSE_FAILURES,
  'FETCH_FAILED',
  'FETCH_FORBIDDEN',
  'FETCH_TOO_LARGE',
  'FETCH_TIMEOUT',
  'QUOTA_EXCEEDED',
  'EMBEDDING_FAILED',
  'INTERNAL',
] as const;
export type DocumentFailure = (typeof DOCUMENT_FAILURES)[number];

export const documentParamsSchema = datasetParamsSchema.extend({ documentId: idSchema });
export const chunkParamsSchema = datasetParamsSchema.extend({ chunkId: idSchema });

export const documentListQuerySchema = pageQuery({ defaultLimit: DOCUMENT_PAGE_SIZE }).extend({
  /** Documents directly in this folder; omitted for the top level, `all` for every folder. */
  // One text rule rather than a union, so a refused value says why (a NUL, not "invalid input").
  folderId: safeText()
    .refine((v) => v === 'all' || isId(v), { message: 'validation.id' })
    .optional(),
});

export const documentSchema = z
  .object({
    id: z.string(),
    datasetId: z.string(),
    folderId: z.string().nullable(),
    name: z.string(),
    source: z.enum(DOCUMENT_SOURCES),
    /** The type read from the content (`pdf`, `docx`...), once known. */
    kind: z.string(),
    url: z.string(),
    bytes: z.number().int(),
    status: z.enum(DOCUMENT_STATUSES),
    /** 0–100 while parsing and indexing. */
    progress: z.number().int(),
    failure: z.enum(DOCUMENT_FAILURES).nullable(),
    /** The parser's own words about a failure, for the curious. */
    failureDetail: z.string(),
    chunkCount: z.number().int(),
    charCount: z.number().int(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'DatasetDocument' });
export type DatasetDocument = z.infer<typeof documentSchema>;
export const documentListSchema = z.object({
  list: z.array(documentSchema),
  total: z.number().int(),
});

const documentName = textSchema(1, DOCUMENT_NAME_MAX_CHARS, 'validation.documentName');
const folderRef = idSchema.nullable().default(null);

export const pasteTextSchema = z.object({
  name: documentName,
  text: safeText()
    .trim()
    .refine((v) => v.length > 0 && v.length <= PASTED_TEXT_MAX_CHARS, {
      message: 'validation.documentText',
    }),
  folderId: folderRef,
});
export type PasteText = z.input<typeof pasteTextSchema>;

const qaText = (message: string) =>
  safeText()
    .trim()
    .refine((v) => v.length > 0 && Array.from(v).length <= QA_TEXT_MAX_CHARS, { message });
export const qaPairSchema = z.object({
  question: qaText('validation.qaQuestion'),
  answer: qaText('validation.qaAnswer'),
});
export type QaPair = z.infer<typeof qaPairSchema>;
export const addQaSchema = z.object({
  name: documentName,
  pairs: z.array(qaPairSchema).min(1, { message: 'validation.qaPairs' }).max(QA_PAIRS_MAX),
  folderId: folderRef,
});
export type AddQa = z.input<typeof addQaSchema>;

export const importUrlSchema = z.object({
  url: safeText()
    .trim()
    .url({ message: 'validation.url' })
    .refine((v) => /^https?:\/\//i.test(v), { message: 'validation.url' })
    .max(2000),
  folderId: folderRef,
});
export type ImportUrl = z.input<typeof importUrlSchema>;

/** Rename a document or move it to another folder. */
export const updateDocumentSchema = z
  .object({ name: documentName.optional(), folderId: idSchema.nullable().optional() })
  .refine((v) => v.name !== undefined || v.folderId !== undefined, {
    message: 'validation.nothingToUpdate',
  });
export type UpdateDocument = z.input<typeof updateDocumentSchema>;

export const chunkSourceSchema = z.object({
  page: z.number().int().nullable(),
  sheet: z.string().nullable(),
  headings: z.array(z.string()),
});
export type ChunkSourceInfo = z.infer<typeof chunkSourceSchema>;

export const chunkSchema = z
  .object({
    id: z.string(),
    documentId: z.string(),
    position: z.number().int(),
    content: z.string(),
    enabled: z.boolean(),
    ...chunkSourceSchema.shape,
  })
  .meta({ id: 'DatasetChunk' });
export type DatasetChunk = z.infer<typeof chunkSchema>;
export const chunkListSchema = z.object({ list: z.array(chunkSchema), total: z.number().int() });
export const chunkListQuerySchema = pageQuery({ defaultLimit: DOCUMENT_PAGE_SIZE });

export const updateChunkSchema = z
  .object({
    content: safeText()
      .trim()
      .refine((v) => v.length > 0 && Array.from(v).length <= CHUNK_MAX_CHARS, {
        message: 'validation.chunkContent',
      })
      .optional(),
    enabled: z.boolean().optional(),
  })
  .refine((v) => v.content !== undefined || v.enabled !== undefined, {
    message: 'validation.nothingToUpdate',
  });
export type UpdateChunk = z.input<typeof updateChunkSchema>;

/** A chunk with the document it came from: what a citation opens. */
export const chunkWithDocumentSchema = chunkSchema.extend({
  documentName: z.string(),
  datasetId: z.string(),
});
export type ChunkWithDocument = z.infer<typeof chunkWithDocumentSchema>;

/** Most chunks a preview shows: enough to judge the settings, small enough to send at once. */
export const CHUNK_PREVIEW_MAX = 50;

/** How a file would be cut with these settings (the dataset's when left out), before adding it. */
export const chunkPreviewQuerySchema = z
  .object({
    chunkSize: z.coerce
      .number()
      .int()
      .min(CHUNK_SIZE_RANGE.min)
      .max(CHUNK_SIZE_RANGE.max)
      .optional(),
    chunkOverlap: z.coerce
      .number()
      .int()
      .min(CHUNK_OVERLAP_RANGE.min)
      .max(CHUNK_OVERLAP_RANGE.max)
      .optional(),
  })
  .refine(overlapUnderSize, { message: 'validation.chunkOverlap', path: ['chunkOverlap'] });
export type ChunkPreviewQuery = z.input<typeof chunkPreviewQuerySchema>;

export const chunkPreviewSchema = z
  .object({
    /** The type read from the content; null when the file could not be read. */
    kind: z.string().nullable(),
    failure: z.enum(DOCUMENT_FAILURES).nullable(),
    /** All chunks the file makes; `chunks` holds the first `CHUNK_PREVIEW_MAX`. */
    total: z.number().int(),
    charCount: z.number().int(),
    chunks: z.array(z.object({ content: z.string(), ...chunkSourceSchema.shape })),
  })
  .meta({ id: 'ChunkPreview' });
export type ChunkPreview = z.infer<typeof chunkPreviewSchema>;
