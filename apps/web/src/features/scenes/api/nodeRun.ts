import { useMutation } from '@tanstack/react-query';
import type { SceneNodeRunBody, sceneNodeRunResultSchema } from '@miaoyu/contracts/scenes';
import { answerOf } from '@/lib/answer';
import { api } from '@/lib/http';
import { scenePath, type SceneRef } from './requests';

/** Model and HTTP nodes may take minutes; the server ends the node at its own time limit. */
const NODE_RUN_TIMEOUT_MS = 310_000;

/** `POST …/scenes/{sceneId}/nodes/{nodeId}/run`: one node of the saved draft, run alone. */
export function useRunNode(ref: SceneRef) {
  return useMutation({
    mutationFn: async ({ nodeId, inputs }: { nodeId: string } & SceneNodeRunBody) =>
      answerOf<typeof sceneNodeRunResultSchema>(
        await api.post(
          `${scenePath(ref)}/nodes/${nodeId}/run`,
          { inputs },
          { silent: true, timeout: NODE_RUN_TIMEOUT_MS },
        ),
      ),
  });
}
