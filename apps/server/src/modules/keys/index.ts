/**
 * Keys that let someone in from outside the studio: a helper's API keys and its bot's keys. One
 * set of rules (`rules.ts`: made within a limit and shown as the kind says, held by a member of
 * the team, suspended when they go, handed on, revoked) and one holder rule (`holders.ts`), each
 * kind a policy of its own module: a hashed secret shown once (helpers), a public key with its
 * websites, expiry and limits (bot). Not a plugin: it has no routes of its own.
 */
export { keyFields, keyRules, type KeyPolicy } from './rules';
export { requireKeyHolder, suspendKeysOfHolder } from './holders';
export { helperHasKeys, type KeyKind, type KeyWithHolder } from './keys.repo';
export { helperIds, keyErrors, keyListAndAssignRoutes } from './routes';
