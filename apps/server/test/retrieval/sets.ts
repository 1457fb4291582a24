/**
 * The passage-level retrieval sets the quality test runs: the development set, and two held-out
 * sets written by people who never saw the code (documents of other domains, questions asked as
 * customers ask them).
 */
import { DOCUMENTS_DEV, QUESTIONS_DEV, UNANSWERABLE_DEV } from './dev-set';
import { DOCUMENTS_A, QUESTIONS_A, UNANSWERABLE_A } from './long-documents-a';
import { DOCUMENTS_B, QUESTIONS_B, UNANSWERABLE_B } from './long-documents-b';

export interface RetrievalSet {
  name: string;
  documents: { title: string; markdown: string }[];
  questions: { question: string; document: string; answer: string }[];
  unanswerable: string[];
}

export const RETRIEVAL_SETS: RetrievalSet[] = [
  {
    name: 'dev',
    documents: DOCUMENTS_DEV,
    questions: QUESTIONS_DEV,
    unanswerable: UNANSWERABLE_DEV,
  },
  { name: 'A', documents: DOCUMENTS_A, questions: QUESTIONS_A, unanswerable: UNANSWERABLE_A },
  { name: 'B', documents: DOCUMENTS_B, questions: QUESTIONS_B, unanswerable: UNANSWERABLE_B },
];
