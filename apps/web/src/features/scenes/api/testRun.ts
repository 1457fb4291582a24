import { chatStreamEventSchemas } from '@miaoyu/contracts/chat';
import type { SceneTestRunInput } from '@miaoyu/contracts/scenes';
import { postEvents, type EventOf } from '@/lib/event-stream';
import { scenePath, type SceneRef } from './requests';

export type SceneStreamEvent = EventOf<typeof chatStreamEventSchemas>;

/**
 * `POST …/scenes/{sceneId}/test`: runs the draft in a test conversation; the chat's events, plus
 * `scene-node` as each node changes state and `scene-ask` when the scene asks. Answers whether
 * the stream ended properly.
 */
export function runSceneTest(
  ref: SceneRef,
  body: SceneTestRunInput,
  signal: AbortSignal,
  onEvent: (event: SceneStreamEvent) => void,
): Promise<boolean> {
  return postEvents(`${scenePath(ref)}/test`, body, signal, chatStreamEventSchemas, onEvent);
}
