/**
 * API keys of a helper, a policy of the one key component (`modules/keys`): listed and revoked
 * (deleted) by whoever manages the helper, made by them too unless the helper uses the team's
 * knowledge (then by owners and admins: `publishing.ts`). A key is shown once when it is made;
 * the server keeps only its hash and first characters, and counts its use.
 */
import { HELPER_KEY_PREFIX, HELPER_KEYS_MAX, type HelperApiKey } from '@miaoyu/contracts';
import { randomToken, sha256 } from '../../../lib/crypto';
import { keyFields, keyRules } from '../../keys';
import { managedHelper } from '../access';
import { keyAssignerHelper, keyIssuerHelper } from '../manage/publishing';

/** Enough of a key to tell it apart, far too little to guess the rest. */
const HINT_CHARS = HELPER_KEY_PREFIX.length + 4;

/** The hash a presented key is looked up by. */
export const helperKeyHash = (key: string) => sha256(key);

export const helperKeys = keyRules({
  kind: 'api',
  max: HELPER_KEYS_MAX,
  limitCode: 'HELPER_KEYS_LIMIT',
  manager: managedHelper,
  issuer: (db, caller, orgId, helperId) => keyIssuerHelper(db, caller, orgId, helperId, 'api'),
  assigner: keyAssignerHelper,
  secret: () => {
    const key = `${HELPER_KEY_PREFIX}${randomToken(24)}`;
    return {
      stored: { hint: key.slice(0, HINT_CHARS), keyHash: helperKeyHash(key) },
      shown: { key },
    };
  },
  view: async (_db, rows): Promise<HelperApiKey[]> =>
    rows.map((row) => ({
      ...keyFields(row),
      hint: `${row.hint}…`,
      requestCount: row.requestCount,
      promptTokens: row.promptTokens,
      completionTokens: row.completionTokens,
    })),
});
