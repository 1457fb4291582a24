import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CreateSceneInput,
  SceneGraphInput,
  sceneDraftSavedSchema,
  sceneListSchema,
  sceneRunListSchema,
  sceneRunSchema,
  sceneSchema,
  sceneVersionGraphSchema,
  sceneVersionListSchema,
} from '@miaoyu/contracts/scenes';
import { answerOf } from '@/lib/answer';
import { api } from '@/lib/http';
import { getFirst } from '@/lib/preload';
import { sceneKeys } from './keys';
import {
  SCENE_LIST_SIZE,
  sceneListRequest,
  scenePath,
  sceneRequest,
  scenesPath,
  type SceneRef,
} from './requests';

/** The team's scenes, last changed first. */
export function useSceneList(orgId: string, keyword: string, page: number) {
  return useQuery({
    queryKey: sceneKeys.list(orgId, keyword, page),
    queryFn: async () =>
      answerOf<typeof sceneListSchema>(
        await getFirst(sceneListRequest(orgId, keyword, (page - 1) * SCENE_LIST_SIZE)),
      ),
    enabled: Boolean(orgId),
    placeholderData: keepPreviousData,
  });
}

export function useScene(ref: SceneRef) {
  return useQuery({
    queryKey: sceneKeys.detail(ref),
    queryFn: async () => answerOf<typeof sceneSchema>(await getFirst(sceneRequest(ref))),
    enabled: Boolean(ref.orgId && ref.sceneId),
    // The editor holds the draft; a refetch in the background would not replace it anyway.
    refetchOnWindowFocus: false,
  });
}

export function useCreateScene(orgId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: CreateSceneInput) =>
      answerOf<typeof sceneSchema>(await api.post(scenesPath(orgId), body, { silent: true })),
    onSuccess: () => void client.invalidateQueries({ queryKey: [...sceneKeys.all, orgId, 'list'] }),
  });
}

const ifMatch = (version: number) => ({ 'If-Match': `"${version}"` });

/** Saves the draft over `version` (409 when someone saved since; 422 with each problem). */
export function useSaveDraft(ref: SceneRef) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: {
      graph: SceneGraphInput;
      name?: string;
      description?: string;
      version: number;
    }) => {
      const { version, ...rest } = body;
      return answerOf<typeof sceneDraftSavedSchema>(
        await api.put(`${scenePath(ref)}/draft`, rest, {
          headers: ifMatch(version),
          silent: true,
        }),
      );
    },
    onSuccess: () =>
      void client.invalidateQueries({ queryKey: [...sceneKeys.all, ref.orgId, 'list'] }),
  });
}

export function usePublishScene(ref: SceneRef) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ version, note }: { version: number; note: string }) =>
      api.post<{ version: number }>(
        `${scenePath(ref)}/publish`,
        { note },
        { headers: ifMatch(version), silent: true },
      ),
    onSuccess: () => void client.invalidateQueries({ queryKey: [...sceneKeys.all, ref.orgId] }),
  });
}

export function useSceneVersions(ref: SceneRef, enabled: boolean) {
  return useQuery({
    queryKey: sceneKeys.versions(ref),
    queryFn: async () =>
      answerOf<typeof sceneVersionListSchema>(await api.get(`${scenePath(ref)}/versions`)),
    enabled,
  });
}

/** A published version's graph (versions never change). */
export function useSceneVersion(ref: SceneRef, n: number | null) {
  return useQuery({
    queryKey: sceneKeys.version(ref, n ?? 0),
    queryFn: async () =>
      answerOf<typeof sceneVersionGraphSchema>(await api.get(`${scenePath(ref)}/versions/${n}`)),
    enabled: n !== null && n > 0,
    staleTime: Infinity,
  });
}

export function useRestoreVersion(ref: SceneRef) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ n, version }: { n: number; version: number }) =>
      answerOf<typeof sceneDraftSavedSchema>(
        await api.post(`${scenePath(ref)}/versions/${n}/restore`, undefined, {
          headers: ifMatch(version),
          silent: true,
        }),
      ),
    onSuccess: () => void client.invalidateQueries({ queryKey: sceneKeys.detail(ref) }),
  });
}

export function useDeleteScene(orgId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (sceneId: string) =>
      api.delete(scenePath({ orgId, sceneId }), { silent: true }),
    onSuccess: () => void client.invalidateQueries({ queryKey: [...sceneKeys.all, orgId, 'list'] }),
  });
}

export function useSceneRuns(ref: SceneRef, enabled: boolean) {
  return useQuery({
    queryKey: sceneKeys.runs(ref),
    queryFn: async () =>
      answerOf<typeof sceneRunListSchema>(
        await api.get(`${scenePath(ref)}/runs`, { params: { limit: 20 } }),
      ),
    enabled,
  });
}

/** A run's trace; a run still going is read again until it ends. */
export function useSceneRun(ref: SceneRef, runId: string | null) {
  return useQuery({
    queryKey: sceneKeys.run(ref, runId ?? ''),
    queryFn: async () =>
      answerOf<typeof sceneRunSchema>(await api.get(`${scenePath(ref)}/runs/${runId}`)),
    enabled: Boolean(runId),
    refetchInterval: (query) => (query.state.data?.status === 'running' ? 1_000 : false),
  });
}
