export * from './constants';
export * from './errors';
export * from './messages';
export * from './phone';
export * from './user';
export * from './health';
export * from './permissions';
