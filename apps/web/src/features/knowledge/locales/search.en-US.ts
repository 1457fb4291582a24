import { plural, type Widen } from '@/lib/locale-types';
import type zhCN from './search.zh-CN';

const search: Widen<typeof zhCN> = {
  title: 'Search method',
  model: 'Embedding model',
  modelHint:
    'Turns documents and questions into vectors, so passages are found by meaning, not only by their words. Changing the model re-indexes every document.',
  none: 'None (full-text search only)',
  option: '{{model}} · {{provider}}',
  platform: '{{model}} · {{provider}} (platform)',
  gone: '{{model}} (no longer available)',
  mode: 'Search mode',
  modes: { fulltext: 'Full text', hybrid: 'Hybrid (recommended)', vector: 'Semantic' },
  modeHints: {
    fulltext:
      'Matches the words of the question: good for model numbers, codes and names. Needs no embedding model.',
    hybrid:
      'Searches by words and by meaning and merges the two: exact matches and questions put in other words alike.',
    vector:
      'Searches by meaning only: good for casual questions, but may miss codes and other exact words.',
  },
  needsModel: 'No embedding model chosen: hybrid and semantic modes search the full text.',
  noPgvector:
    'This database has no pgvector extension, so only full-text search runs. These settings are kept and apply on a database with vectors: the embedded database and PostgreSQL with pgvector both search by meaning.',
  missing:
    'This knowledge base’s embedding model “{{model}}” was deleted or switched off, so it searches the full text. Choose another embedding model, or “None”.',
  noModels:
    'The team has no embedding model yet. In the model settings, add a model to a provider with the kind “Embedding”, e.g. text-embedding-3-small or bge-m3.',
  toModels: 'Open the model settings',
  loadFailed: 'Could not load the embedding models',
  reindexTitle: 'Re-index every document?',
  reindexContent: plural(
    'Once saved, the {{count}} document of this knowledge base is re-indexed with the embedding model “{{model}}”; until that is done, search by meaning may miss some passages.',
    'Once saved, the {{count}} documents of this knowledge base are re-indexed with the embedding model “{{model}}”; until that is done, search by meaning may miss some passages.',
  ),
  reindexOk: 'Save and re-index',
  used: {
    hybrid: 'Searched by meaning + full text (hybrid)',
    vector: 'Searched by meaning',
    fulltext: 'Searched the full text',
  },
  unavailable: 'Search by meaning unavailable: full text used',
  unavailableHint:
    'The database cannot search vectors, or the knowledge base’s embedding model was deleted or switched off.',
  failed: 'The embedding model did not answer: full text only this time',
  failedHint: 'Try again later, or test the model provider’s connection in the model settings.',
  textRank: 'Full text #{{rank}}',
  vectorRank: 'Meaning #{{rank}}',
  similarity: 'Similarity {{value}}',
};

export default search;
