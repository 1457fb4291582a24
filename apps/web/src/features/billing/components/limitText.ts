import type { TFunction } from 'i18next';
import type { PlanLimitKey } from '@miaoyu/contracts/billing';

/** One limit of a plan as a line of its card: "10 helpers", or "any number of helpers". */
export function limitText(t: TFunction<'billing'>, key: PlanLimitKey, max: number | null): string {
  return max === null ? t(`limits.unlimited.${key}`) : t(`limits.${key}`, { n: max });
}
