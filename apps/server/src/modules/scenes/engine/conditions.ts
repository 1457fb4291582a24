import type { IfElseSettings, SceneCondition } from '@miaoyu/contracts';

/**
 * If-else conditions, evaluated from their declared parts: an operator on two values. Nothing a
 * scene's author writes is ever evaluated as an expression.
 */

const isEmpty = (value: unknown) =>
  value === undefined ||
  value === null ||
  value === '' ||
  (Array.isArray(value) && value.length === 0) ||
  (typeof value === 'object' && !Array.isArray(value) && Object.keys(value).length === 0);

const asText = (value: unknown): string =>
  value === undefined || value === null
    ? ''
    : typeof value === 'string'
      ? value
      : typeof value === 'object'
        ? JSON.stringify(value)
        : String(value as number | boolean);

const asNumber = (value: unknown): number =>
  typeof value === 'number' ? value : value === '' || value == null ? NaN : Number(value);

const truthy = (value: unknown) =>
  value === true ||
  (typeof value === 'string' && ['true', 'yes', '1'].includes(value.trim().toLowerCase()));

function contains(left: unknown, right: unknown): boolean {
  if (Array.isArray(left)) return left.some((item) => asText(item) === asText(right));
  return asText(left).includes(asText(right));
}

export function conditionHolds(
  condition: SceneCondition,
  read: (selector: string) => unknown,
): boolean {
  const left = read(condition.left);
  const right =
    condition.right?.kind === 'ref' ? read(condition.right.ref) : condition.right?.value;
  switch (condition.op) {
    case 'empty':
      return isEmpty(left);
    case 'not_empty':
      return !isEmpty(left);
    case 'is_true':
      return truthy(left);
    case 'is_false':
      return !truthy(left);
    case 'eq':
      return typeof left === 'number' || typeof right === 'number'
        ? asNumber(left) === asNumber(right)
        : asText(left) === asText(right);
    case 'ne':
      return typeof left === 'number' || typeof right === 'number'
        ? asNumber(left) !== asNumber(right)
        : asText(left) !== asText(right);
    case 'contains':
      return contains(left, right);
    case 'not_contains':
      return !contains(left, right);
    case 'starts_with':
      return asText(left).startsWith(asText(right));
    case 'ends_with':
      return asText(left).endsWith(asText(right));
    case 'gt':
      return asNumber(left) > asNumber(right);
    case 'ge':
      return asNumber(left) >= asNumber(right);
    case 'lt':
      return asNumber(left) < asNumber(right);
    case 'le':
      return asNumber(left) <= asNumber(right);
  }
}

/** Whether all (or any) of the conditions hold. */
export function conditionsHold(
  match: 'all' | 'any',
  conditions: SceneCondition[],
  read: (selector: string) => unknown,
): boolean {
  const results = conditions.map((condition) => conditionHolds(condition, read));
  return match === 'all' ? results.every(Boolean) : results.some(Boolean);
}

/** The first case that holds, else `else`. */
export function chooseCase(settings: IfElseSettings, read: (selector: string) => unknown): string {
  for (const c of settings.cases) if (conditionsHold(c.match, c.conditions, read)) return c.id;
  return 'else';
}

export { asText };
