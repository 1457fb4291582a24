import type { MatrixAction } from '../../../test/matrix/actions';
import type { Actor } from '../../../test/matrix/fixture';

const signedIn: Actor[] = ['owner', 'admin', 'member', 'otherOwner', 'platformAdmin'];
const team: Actor[] = ['owner', 'admin', 'member'];
const plan = {
  name: '专业版',
  priceMonthFen: 9900,
  priceYearFen: 99000,
  pointsPerMonth: 20000,
  limits: {
    members: 20,
    helpers: null,
    datasets: 20,
    scenes: 20,
    storageMb: 2048,
    requestsPerMinute: 120,
    historyDays: 365,
  },
};

/**
 * Plans: anyone signed in sees what is offered; members see their team's subscription, the owner
 * changes it; platform admins define plans and put a team on one.
 */
export const MATRIX: MatrixAction[] = [
  {
    name: 'whether billing is on',
    request: () => ({ method: 'GET', url: '/v1/billing' }),
    allowed: signedIn,
  },
  {
    name: 'list the plans on offer',
    request: () => ({ method: 'GET', url: '/v1/plans' }),
    allowed: signedIn,
  },
  {
    name: "read the team's subscription",
    request: (w) => ({ method: 'GET', url: `/v1/orgs/${w.orgId}/subscription` }),
    allowed: team,
  },
  {
    name: "change the team's subscription",
    request: (w) => ({
      method: 'PATCH',
      url: `/v1/orgs/${w.orgId}/subscription`,
      payload: { renews: false },
    }),
    allowed: ['owner'],
  },
  {
    name: 'read the checkout options',
    request: () => ({ method: 'GET', url: '/v1/checkout' }),
    allowed: signedIn,
  },
  {
    name: 'order points for the team',
    request: (w) => ({
      method: 'POST',
      url: `/v1/orgs/${w.orgId}/orders`,
      payload: { item: { kind: 'points', points: 1000 }, channel: 'sandbox' },
    }),
    allowed: ['owner'],
  },
  {
    name: "list the team's trades",
    request: (w) => ({ method: 'GET', url: `/v1/orgs/${w.orgId}/orders` }),
    allowed: ['owner'],
  },
  {
    name: 'read a trade',
    request: (w) => ({ method: 'GET', url: `/v1/orgs/${w.orgId}/orders/${w.orderNo}` }),
    allowed: ['owner'],
  },
  {
    name: 'pay a trade at the sandbox cashier',
    request: (w) => ({
      method: 'POST',
      url: `/v1/orgs/${w.orgId}/orders/${w.orderNo}/sandbox`,
      payload: { outcome: 'paid' },
    }),
    allowed: ['owner'],
  },
  {
    name: 'list every plan',
    request: () => ({ method: 'GET', url: '/v1/admin/plans' }),
    allowed: ['platformAdmin'],
  },
  {
    name: 'define a plan',
    request: () => ({ method: 'POST', url: '/v1/admin/plans', payload: plan }),
    allowed: ['platformAdmin'],
  },
  {
    name: 'change a plan',
    request: (w) => ({
      method: 'PATCH',
      url: `/v1/admin/plans/${w.freePlanId}`,
      payload: { description: '每个组织开始时的套餐' },
    }),
    allowed: ['platformAdmin'],
  },
  {
    name: 'read the point prices',
    request: () => ({ method: 'GET', url: '/v1/admin/point-prices' }),
    allowed: ['platformAdmin'],
  },
  {
    name: 'set a point price',
    request: () => ({
      method: 'PUT',
      url: '/v1/admin/point-prices',
      payload: {
        model: 'deepseek-chat',
        inputPerMillion: 2000,
        outputPerMillion: 8000,
        cachedPerMillion: 500,
      },
    }),
    allowed: ['platformAdmin'],
  },
  {
    name: 'remove a point price',
    request: (w) => ({ method: 'DELETE', url: `/v1/admin/point-prices/${w.pointPriceId}` }),
    allowed: ['platformAdmin'],
  },
  {
    name: 'put a team on a plan',
    request: (w) => ({
      method: 'PUT',
      url: `/v1/admin/orgs/${w.orgId}/subscription`,
      payload: { planId: w.freePlanId, period: 'month' },
    }),
    allowed: ['platformAdmin'],
  },
];
