export * from './datasets';
export * from './documents';
export * from './retrieval';
export * from './uploads';
