import type { FirstRequest } from '@/lib/preload';

/** Scenes a list shows at a time. */
export const SCENE_LIST_SIZE = 20;

/** One scene's calls. */
export interface SceneRef {
  orgId: string;
  sceneId: string;
}

export const scenesPath = (orgId: string) => `/v1/orgs/${orgId}/scenes`;
export const scenePath = ({ orgId, sceneId }: SceneRef) => `${scenesPath(orgId)}/${sceneId}`;

/** `GET /v1/orgs/{orgId}/scenes`: the team's scenes, searched by name. */
export const sceneListRequest = (orgId: string, keyword: string, offset: number): FirstRequest => ({
  path: scenesPath(orgId),
  params: { offset, limit: SCENE_LIST_SIZE, ...(keyword ? { keyword } : {}) },
});

/** `GET …/scenes/{sceneId}`: the scene with its draft graph. */
export const sceneRequest = (ref: SceneRef): FirstRequest => ({ path: scenePath(ref) });
