import type { MatrixAction } from '../../../test/matrix/actions';
import type { Actor, MatrixWorld } from '../../../test/matrix/fixture';
import { sceneTemplate } from './templates';

const members: Actor[] = ['owner', 'admin', 'member'];
const managers: Actor[] = ['owner', 'admin'];

const scene = (w: MatrixWorld, rest = '') =>
  `/v1/orgs/${w.orgId}/scenes/${w.scenes.sceneId}${rest}`;
/** The draft every fresh world starts with. */
const draftVersion = { 'if-match': '"1"' };

/**
 * Business scenes: every member reads the team's scenes; a scene's author and the managers
 * change, test, publish and delete it and read its runs (the scene here is the spare member's).
 * Secrets are the managers' alone.
 */
export const MATRIX: MatrixAction[] = [
  {
    name: "list the team's scenes",
    request: (w) => ({ method: 'GET', url: `/v1/orgs/${w.orgId}/scenes` }),
    allowed: members,
    shows: (body, w) => body.includes(`"id":"${w.scenes.sceneId}"`),
  },
  {
    name: 'create a scene',
    request: (w) => ({
      method: 'POST',
      url: `/v1/orgs/${w.orgId}/scenes`,
      payload: { name: '分诊', template: 'triage' },
    }),
    allowed: members,
  },
  { name: 'read a scene', request: (w) => ({ method: 'GET', url: scene(w) }), allowed: members },
  {
    name: "save a scene's draft",
    request: (w) => ({
      method: 'PUT',
      url: scene(w, '/draft'),
      headers: draftVersion,
      payload: { graph: sceneTemplate('blank') },
    }),
    allowed: managers,
  },
  {
    name: 'publish a scene',
    request: (w) => ({
      method: 'POST',
      url: scene(w, '/publish'),
      headers: draftVersion,
      payload: {},
    }),
    allowed: managers,
  },
  {
    name: "list a scene's versions",
    request: (w) => ({ method: 'GET', url: scene(w, '/versions') }),
    allowed: members,
  },
  {
    name: "read a scene's version",
    request: (w) => ({ method: 'GET', url: scene(w, '/versions/1') }),
    allowed: members,
  },
  {
    name: "restore a scene's version",
    request: (w) => ({
      method: 'POST',
      url: scene(w, '/versions/1/restore'),
      headers: draftVersion,
    }),
    allowed: managers,
  },
  {
    name: 'test-run a scene',
    request: (w) => ({
      method: 'POST',
      url: scene(w, '/test'),
      payload: { question: '你好', conversation: 'matrix' },
    }),
    allowed: managers,
  },
  {
    name: "run one node of a scene's draft alone",
    request: (w) => ({
      method: 'POST',
      url: scene(w, '/nodes/has_all/run'),
      payload: { inputs: { 'lead.complete': true } },
    }),
    allowed: managers,
    shows: (body) => body.includes('"handles":["yes"]'),
  },
  // Runs hold what people said: the scene's editors read them.
  {
    name: "list a scene's runs",
    request: (w) => ({ method: 'GET', url: scene(w, '/runs') }),
    allowed: managers,
  },
  {
    name: "read a scene run's trace",
    request: (w) => ({ method: 'GET', url: scene(w, `/runs/${w.scenes.runId}`) }),
    allowed: managers,
  },
  {
    name: 'delete a scene',
    request: (w) => ({ method: 'DELETE', url: scene(w) }),
    allowed: managers,
  },
  {
    name: "list the team's scene secrets",
    request: (w) => ({ method: 'GET', url: `/v1/orgs/${w.orgId}/scene-secrets` }),
    allowed: managers,
  },
  {
    name: 'set a scene secret',
    request: (w) => ({
      method: 'PUT',
      url: `/v1/orgs/${w.orgId}/scene-secrets/PRICE_KEY`,
      payload: { value: 'sk-price-123' },
    }),
    allowed: managers,
  },
  {
    name: 'remove a scene secret',
    request: (w) => ({ method: 'DELETE', url: `/v1/orgs/${w.orgId}/scene-secrets/PRICE_KEY` }),
    allowed: managers,
  },
];
