import { ACCOUNT_ERRORS } from '../account.errors';
import { COMMON_ERRORS } from '../common.errors';
import { IDENTITY_ERRORS } from '../identity/errors';
import { USER_ERRORS } from '../user.errors';
import { VALIDATION_TEXTS_ZH_CN } from './validation.zh-CN';

/**
 * The Chinese messages the web app carries from its first page: the sign-in form's (validation,
 * SMS codes, sign-in providers) and the errors any page may meet. Every other domain's error
 * texts come with the pages that say them (ZH_CN, loaded by the web app when a page asks).
 */
export const SIGN_IN_TEXTS_ZH_CN = {
  ...VALIDATION_TEXTS_ZH_CN,
  ...COMMON_ERRORS,
  ...USER_ERRORS,
  ...ACCOUNT_ERRORS,
  ...IDENTITY_ERRORS,
};
