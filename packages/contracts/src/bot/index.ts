/** The visitor bot's contracts: constants, look, keys, the visitor's endpoints, inbox, logs. */
export * from './constants';
export * from './look';
export * from './keys';
export * from './visitor';
export * from './inbox';
export * from './logs';
