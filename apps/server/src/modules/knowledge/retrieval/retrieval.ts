/**
 * Finds the passages of some datasets that answer a question: by its words (word-search.ts), by
 * its meaning (vectors, for datasets with an embedding model on a database with pgvector), or
 * both fused by reciprocal rank. Meaning that cannot be had (no pgvector, the model gone or not
 * answering) falls back to words and says so; a question never goes unanswered for it.
 */
import type { RetrievalResult, RetrievedChunk, SearchMode } from '@miaoyu/contracts';
import type { Db } from '../../../db/client';
import { UpstreamError } from '../../../plugins/llm/gateway';
import type { Embedder } from './embedder';
import type { QueryExpansion } from './query-expansion-types';
import type { RankedChunk } from './retrieval.repo';
import { nearestChunks } from './vectors.repo';
import { searchWords } from './word-search';

export interface RetrievalOptions {
  topK: number;
  /** 0–1: passages scoring under it (the share of the question's weight they hold) are left out. */
  minScore: number;
}

export interface RetrievalDataset {
  id: bigint;
  embeddingModel: string;
  searchMode: SearchMode;
}

/** Reciprocal rank fusion's constant: ranks far down a list still count, a little. */
const RRF_K = 60;
/** Each search hands the fusion this many more than asked for, so that agreement can surface. */
const FUSION_DEPTH = 3;

type VectorStatus = RetrievalResult['vector'];

interface Candidate {
  row: RankedChunk;
  textScore?: number;
  textRank?: number;
  vectorRank?: number;
  similarity?: number;
  fused: number;
}

const round = (n: number) => Math.round(n * 1000) / 1000;

function toRetrieved(c: Candidate, score: number): RetrievedChunk {
  const { row } = c;
  return {
    chunkId: String(row.chunkId),
    documentId: String(row.documentId),
    documentName: row.documentName,
    datasetId: String(row.datasetId),
    content: row.content,
    score: round(score),
    ...(c.textRank === undefined ? {} : { textRank: c.textRank }),
    ...(c.vectorRank === undefined ? {} : { vectorRank: c.vectorRank }),
    ...(c.similarity === undefined ? {} : { similarity: round(c.similarity) }),
    headings: row.headings,
    page: row.page,
    sheet: row.sheet,
  };
}

/** The datasets searched by meaning, grouped by the model their vectors were made with. */
function byModel(datasets: RetrievalDataset[]) {
  const groups = new Map<string, RetrievalDataset[]>();
  for (const d of datasets)
    groups.set(d.embeddingModel, [...(groups.get(d.embeddingModel) ?? []), d]);
  return groups;
}

interface MeaningSearch {
  status: VectorStatus;
  lists: RankedChunk[][];
  /** Datasets that wanted meaning only but must be searched by words after all. */
  fallBack: RetrievalDataset[];
}

async function searchMeaning(
  db: Db,
  orgId: bigint,
  datasets: RetrievalDataset[],
  question: string,
  limit: number,
  embedder: Embedder | undefined,
): Promise<MeaningSearch> {
  const wanting = datasets.filter((d) => d.searchMode !== 'fulltext' && d.embeddingModel !== '');
  if (wanting.length === 0) return { status: 'off', lists: [], fallBack: [] };
  if (!embedder?.available) {
    return { status: 'unavailable', lists: [], fallBack: wanting };
  }
  const result: MeaningSearch = { status: 'used', lists: [], fallBack: [] };
  for (const [ref, group] of byModel(wanting)) {
    const target = await embedder.target(orgId, ref);
    if (!target) {
      if (result.status === 'used') result.status = 'unavailable';
      result.fallBack.push(...group);
      continue;
    }
    try {
      const vector = await embedder.embedQuestion(target, question);
      const ids = group.map((d) => d.id);
      result.lists.push(
        await nearestChunks(db, orgId, ids, ref, vector, limit, embedder.iterativeScan),
      );
    } catch (error) {
      if (!(error instanceof UpstreamError)) throw error;
      result.status = 'failed';
      result.fallBack.push(...group);
    }
  }
  return result;
}

export async function retrieve(
  db: Db,
  orgId: bigint,
  datasets: RetrievalDataset[],
  question: string,
  options: RetrievalOptions,
  embedder?: Embedder,
  /** Synonyms and rephrasings of the question, matched and ranked by too. */
  expansion?: QueryExpansion,
): Promise<RetrievalResult> {
  const started = performance.now();
  const depth = options.topK * FUSION_DEPTH;
  // Words and meaning side by side; datasets of meaning only that could not have it are
  // searched by words afterwards, with the others again (one ranking for all).
  const byWords = datasets.filter((d) => d.searchMode !== 'vector' || d.embeddingModel === '');
  const [meaning, firstWords] = await Promise.all([
    searchMeaning(db, orgId, datasets, question, depth, embedder),
    searchWords(
      db,
      orgId,
      byWords.map((d) => d.id),
      question,
      depth,
      expansion,
    ),
  ]);
  const late = meaning.fallBack.filter((d) => !byWords.includes(d));
  const words =
    late.length === 0
      ? firstWords
      : await searchWords(
          db,
          orgId,
          [...byWords, ...late].map((d) => d.id),
          question,
          depth,
          expansion,
        );

  const candidates = new Map<bigint, Candidate>();
  const add = (row: RankedChunk, rank: number) => {
    const c = candidates.get(row.chunkId) ?? { row, fused: 0 };
    c.fused += 1 / (RRF_K + rank);
    candidates.set(row.chunkId, c);
    return c;
  };
  words.found.forEach(({ row, score }, i) =>
    Object.assign(add(row, i + 1), { textRank: i + 1, textScore: score }),
  );
  for (const list of meaning.lists)
    list.forEach((row, i) => {
      const c = add(row, i + 1);
      if (c.vectorRank === undefined || i + 1 < c.vectorRank) c.vectorRank = i + 1;
      c.similarity = Math.max(c.similarity ?? -1, row.rank);
    });

  // Meaning and words fused decide the order; words alone keep the word search's order (its
  // tie-breaks included). The score stays the words' own (how much of the question a passage
  // holds), which means the same for every question. Found by meaning alone, a passage has its
  // similarity to show instead.
  const fusing = meaning.lists.length > 0;
  const list = [...candidates.values()]
    .sort(
      (a, b) =>
        (fusing ? b.fused - a.fused : (a.textRank ?? Infinity) - (b.textRank ?? Infinity)) ||
        Number(a.row.chunkId - b.row.chunkId),
    )
    .map((c) => ({ c, score: c.textScore ?? 0 }))
    .filter(({ c, score }) => Math.max(score, c.similarity ?? 0) >= options.minScore)
    .slice(0, options.topK)
    .map(({ c, score }) => toRetrieved(c, score));
  return {
    terms: words.terms,
    strategy: words.strategy,
    vector: meaning.status === 'used' && meaning.lists.length === 0 ? 'off' : meaning.status,
    tookMs: Math.round((performance.now() - started) * 10) / 10,
    list,
  };
}
