/** Chat contracts, one file per part: limits, sessions, messages (completions and their events), attachments. */
export * from './constants';
export * from './sessions';
export * from './messages';
export * from './attachments';
