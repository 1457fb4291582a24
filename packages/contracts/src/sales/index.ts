/** The sales assistant's contracts: constants and sale chats. */
export * from './constants';
export * from './chats';
