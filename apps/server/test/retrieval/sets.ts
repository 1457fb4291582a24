/**
 * The passage-level retrieval sets the quality test runs: the development set, and held-out sets
 * written by people who never saw the code (documents of other domains, questions asked as
 * customers ask them).
 */
import { DOCUMENTS_DEV, QUESTIONS_DEV, UNANSWERABLE_DEV } from './dev-set';
import { DOCUMENTS_A, QUESTIONS_A, UNANSWERABLE_A } from './long-documents-a';
import { DOCUMENTS_B, QUESTIONS_B, UNANSWERABLE_B } from './long-documents-b';
import { DOCUMENTS_C, QUESTIONS_C, UNANSWERABLE_C } from './long-documents-c';
import { DOCUMENTS_D, QUESTIONS_D, UNANSWERABLE_D } from './long-documents-d';
import { DOCUMENTS_E, QUESTIONS_E, UNANSWERABLE_E } from './long-documents-e';

export interface RetrievalSet {
  name: string;
  documents: { title: string; markdown: string }[];
  questions: { question: string; document: string; answer: string }[];
  unanswerable: string[];
  /**
   * What the set must not fall under: what words and the built-in synonyms measure on it (the
   * table in docs/benchmarks.md), a question's worth below. The targets, recall@5 ≥ 0.92, MRR ≥
   * 0.8 and 8 of 10 unanswerable under the threshold, are not reached without a rewritten question.
   */
  floors: { recall: number; mrr: number; above: number };
}

export const RETRIEVAL_SETS: RetrievalSet[] = [
  {
    name: 'dev',
    documents: DOCUMENTS_DEV,
    questions: QUESTIONS_DEV,
    unanswerable: UNANSWERABLE_DEV,
    floors: { recall: 0.9, mrr: 0.8, above: 0.95 },
  },
  {
    name: 'A',
    documents: DOCUMENTS_A,
    questions: QUESTIONS_A,
    unanswerable: UNANSWERABLE_A,
    floors: { recall: 0.94, mrr: 0.7, above: 0.97 },
  },
  {
    name: 'B',
    documents: DOCUMENTS_B,
    questions: QUESTIONS_B,
    unanswerable: UNANSWERABLE_B,
    floors: { recall: 0.88, mrr: 0.71, above: 0.91 },
  },
  // C was written after the search was last tuned on dev, A and B, and measured untuned before
  // ordering by BM25 beside the score was tried on all four; D only once that was settled, and E
  // (ten unanswerable questions) after weighing words by part of speech had been tried and left out.
  // Lifting passages that hold the kind of answer asked for was measured once on all six.
  {
    name: 'C',
    documents: DOCUMENTS_C,
    questions: QUESTIONS_C,
    unanswerable: UNANSWERABLE_C,
    floors: { recall: 0.82, mrr: 0.59, above: 0.73 },
  },
  {
    name: 'D',
    documents: DOCUMENTS_D,
    questions: QUESTIONS_D,
    unanswerable: UNANSWERABLE_D,
    floors: { recall: 0.7, mrr: 0.48, above: 0.88 },
  },
  {
    name: 'E',
    documents: DOCUMENTS_E,
    questions: QUESTIONS_E,
    unanswerable: UNANSWERABLE_E,
    floors: { recall: 0.82, mrr: 0.78, above: 0.9 },
  },
];
