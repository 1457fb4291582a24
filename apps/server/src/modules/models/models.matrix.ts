import type { MatrixAction } from '../../../test/matrix/actions';
import { MATRIX_PROVIDER_URL, type Actor } from '../../../test/matrix/fixture';

const team: Actor[] = ['owner', 'admin', 'member'];
const managers: Actor[] = ['owner', 'admin'];
const providerBody = {
  name: '模型',
  baseUrl: MATRIX_PROVIDER_URL,
  models: [{ id: 'm' }],
};

/** Model providers: members read, owners and admins change. */
export const MATRIX: MatrixAction[] = [
  {
    name: 'list model providers',
    request: (w) => ({ method: 'GET', url: `/v1/orgs/${w.orgId}/model-providers` }),
    allowed: team,
  },
  {
    name: 'add a model provider',
    request: (w) => ({
      method: 'POST',
      url: `/v1/orgs/${w.orgId}/model-providers`,
      payload: providerBody,
    }),
    allowed: managers,
  },
  {
    name: 'change a model provider',
    request: (w) => ({
      method: 'PUT',
      url: `/v1/orgs/${w.orgId}/model-providers/${w.providerId}`,
      payload: { ...providerBody, name: '改名' },
    }),
    allowed: managers,
  },
  {
    name: 'remove a model provider',
    request: (w) => ({
      method: 'DELETE',
      url: `/v1/orgs/${w.orgId}/model-providers/${w.providerId}`,
    }),
    allowed: managers,
  },
  {
    name: 'test a model provider',
    request: (w) => ({
      method: 'POST',
      url: `/v1/orgs/${w.orgId}/model-providers/test`,
      payload: { providerId: w.providerId, model: 'm' },
    }),
    allowed: managers,
  },
];
