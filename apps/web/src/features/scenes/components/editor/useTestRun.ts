import { useCallback, useRef, useState } from 'react';
import type { SceneAskEvent, SceneNodeRunStatus } from '@miaoyu/contracts/scenes';
import { errorMessage } from '@/lib/api-error';
import { isHttpError } from '@/lib/http';
import type { SceneRef } from '../../api/requests';
import { runSceneTest, type SceneStreamEvent } from '../../api/testRun';

/** One message of the test chat. */
export interface TestMessage {
  id: number;
  role: 'user' | 'scene';
  text: string;
  /** What the scene asked with this message (buttons or a form), until it is answered. */
  ask?: SceneAskEvent;
  answered?: boolean;
  error?: string;
  /** `cut`: the stream ended without its last event; `unsaved`: the draft could not be saved. */
  notice?: 'cut' | 'unsaved';
  streaming?: boolean;
}

/** A conversation id the server accepts (`[A-Za-z0-9_-]{1,40}`), new for each test session. */
export function newConversation(): string {
  const raw =
    typeof crypto !== 'undefined' && 'randomUUID' in crypto
      ? crypto.randomUUID()
      : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
  return raw.slice(0, 36).replace(/[^A-Za-z0-9_-]/g, '');
}

/** The answer to an ask: a button's id, or the form's values. */
export type Reply = string | Record<string, string | number | boolean>;

/** Turns kept for the model nodes: the server takes 20 at most, 8,000 characters each. */
const HISTORY_TURNS = 20;
const HISTORY_CHARS = 8_000;

export function historyOf(messages: TestMessage[]) {
  return messages
    .filter((m) => !m.error && m.text.trim() && !m.streaming)
    .map((m) => ({
      role: m.role === 'user' ? ('user' as const) : ('assistant' as const),
      content: m.text.slice(0, HISTORY_CHARS),
    }))
    .slice(-HISTORY_TURNS);
}

interface Options {
  /** Saves unsaved changes first (the server runs the saved draft); false when it could not. */
  ensureSaved: () => Promise<boolean>;
  /** A 422 before the stream: the draft breaks a rule. */
  onInvalid: (error: unknown) => void;
}

/** The editor's test chat with the saved draft, and the state of each node of its last run. */
export function useTestRun(sceneRef: SceneRef, { ensureSaved, onInvalid }: Options) {
  const [conversation, setConversation] = useState(newConversation);
  const [messages, setMessages] = useState<TestMessage[]>([]);
  const [statuses, setStatuses] = useState<Record<string, SceneNodeRunStatus>>({});
  const [runId, setRunId] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const abort = useRef<AbortController | null>(null);
  const counter = useRef(0);
  const lastRun = useRef<string | null>(null);

  const patchLast = (patch: (m: TestMessage) => TestMessage) =>
    setMessages((all) => {
      const last = all[all.length - 1];
      return last?.role === 'scene' ? [...all.slice(0, -1), patch(last)] : all;
    });

  const onEvent = (event: SceneStreamEvent) => {
    switch (event.event) {
      case 'delta':
        return patchLast((m) => ({ ...m, text: m.text + event.data.content }));
      case 'scene-node': {
        const { runId: id, nodeId, status } = event.data;
        // A new run (the next question) starts with a clean canvas.
        if (lastRun.current !== id) setStatuses({ [nodeId]: status });
        else setStatuses((s) => ({ ...s, [nodeId]: status }));
        lastRun.current = id;
        setRunId(id);
        return;
      }
      case 'scene-ask':
        lastRun.current = event.data.runId;
        setRunId(event.data.runId);
        return patchLast((m) => ({ ...m, ask: event.data }));
      case 'error':
        return patchLast((m) => ({ ...m, error: event.data.message, streaming: false }));
      case 'done':
        return patchLast((m) => ({ ...m, streaming: false }));
      default:
        return;
    }
  };

  const run = async (body: { question: string } | { reply: Reply }, shown: string) => {
    if (busy) return;
    const history = historyOf(messages);
    const user: TestMessage = { id: ++counter.current, role: 'user', text: shown };
    const answer: TestMessage = { id: ++counter.current, role: 'scene', text: '', streaming: true };
    // An ask is answered once: its buttons go once a reply is on its way.
    setMessages((all) => [...all.map((m) => (m.ask ? { ...m, answered: true } : m)), user, answer]);
    setBusy(true);
    const controller = new AbortController();
    abort.current = controller;
    try {
      if (!(await ensureSaved())) {
        patchLast((m) => ({ ...m, notice: 'unsaved' }));
        return;
      }
      const ended = await runSceneTest(
        sceneRef,
        { conversation, history, ...body },
        controller.signal,
        onEvent,
      );
      if (!ended && !controller.signal.aborted) patchLast((m) => ({ ...m, notice: 'cut' }));
    } catch (error) {
      if (isHttpError(error) && error.kind === 'cancel') return;
      if (isHttpError(error) && error.response?.status === 422) onInvalid(error);
      patchLast((m) => ({ ...m, error: errorMessage(error) }));
    } finally {
      patchLast((m) => ({ ...m, streaming: false }));
      setBusy(false);
      abort.current = null;
    }
  };

  const restart = useCallback(() => {
    abort.current?.abort();
    setConversation(newConversation());
    setMessages([]);
    setStatuses({});
    setRunId(null);
    lastRun.current = null;
  }, []);

  return {
    conversation,
    messages,
    statuses,
    runId,
    busy,
    ask: (question: string) => run({ question }, question),
    reply: (value: Reply, shown: string) => run({ reply: value }, shown),
    stop: () => abort.current?.abort(),
    restart,
    /** Shows a past run's node states on the canvas (the runs tab). */
    showStatuses: setStatuses,
  };
}

export type TestRun = ReturnType<typeof useTestRun>;
