/**
 * The database schema, one file per domain. Import tables from here (`../db/schema`);
 * drizzle-kit reads this file too, so a new domain file must be re-exported below.
 */
export * from './users';
export * from './orgs';
export * from './files';
export * from './feedback';
export * from './chat';
export * from './models';
export * from './audit';
export * from './menus';
export * from './knowledge';
export * from './helpers';
export * from './bot';
export * from './sales';
export * from './instances';
export * from './identity';
export * from './ai-pages';
export * from './articles';
export * from './scenes';
export * from './billing';
export * from './plans';
export * from './orders';
