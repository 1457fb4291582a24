import type { SceneRef } from './requests';

/** The query keys: everything of a scene sits under its own key. */
export const sceneKeys = {
  all: ['scenes'] as const,
  list: (orgId: string, keyword: string, page: number) =>
    ['scenes', orgId, 'list', keyword, page] as const,
  secrets: (orgId: string) => ['scenes', orgId, 'secrets'] as const,
  detail: ({ orgId, sceneId }: SceneRef) => ['scenes', orgId, sceneId] as const,
  versions: (ref: SceneRef) => [...sceneKeys.detail(ref), 'versions'] as const,
  version: (ref: SceneRef, n: number) => [...sceneKeys.detail(ref), 'version', n] as const,
  runs: (ref: SceneRef) => [...sceneKeys.detail(ref), 'runs'] as const,
  run: (ref: SceneRef, runId: string) => [...sceneKeys.detail(ref), 'run', runId] as const,
};
