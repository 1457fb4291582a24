export * from './datasets';
export * from './documents';
export * from './retrieval';
export * from './synonyms';
export * from './uploads';
