import type { DocumentFailure } from '@miaoyu/contracts/knowledge';
import type zhCN from '../locales/zh-CN';

/** Every failure code the server can send has words: a new code fails the type check here. */
type Covered = [DocumentFailure] extends [keyof (typeof zhCN)['failures']] ? true : never;
export const FAILURES_COVERED: Covered = true;

/** The text key of a document's failure, for `t()` in the `knowledge` namespace. */
export const failureKey = (failure: DocumentFailure) => `failures.${failure}` as const;
