import { useCallback, useEffect, useRef, useState } from 'react';
import { Message } from '@arco-design/web-react';
import '@arco-design/web-react/es/Message/style/css.js';
import type { Scene } from '@miaoyu/contracts/scenes';
import { useQueryClient } from '@tanstack/react-query';
import { useStore } from 'zustand';
import { apiErrorOf, errorMessage, statusOf } from '@/lib/api-error';
import { sceneKeys } from '../../api/keys';
import { useSaveDraft } from '../../api/scenes';
import type { SceneRef } from '../../api/requests';
import type { EditorStore, SceneDoc } from './editorStore';
import { serverProblems, type ServerProblem } from './problems';

/** How long after the last change the draft saves itself (when it has no problems). */
export const AUTOSAVE_MS = 2_000;

export type SaveState = 'saved' | 'unsaved' | 'saving' | 'conflict';

interface Options {
  sceneRef: SceneRef;
  store: EditorStore;
  /** The draft version the editor's doc was loaded at. */
  initialVersion: number;
  canEdit: boolean;
  /** Whether the live check finds problems (then only an explicit save is tried). */
  hasProblems: boolean;
  /** Reads the scene again (someone else saved): their draft and its version. */
  refetch: () => Promise<Scene | undefined>;
}

/** The doc of a scene as the server has it. */
export const docOf = (scene: Scene): SceneDoc => ({
  name: scene.name,
  description: scene.description,
  graph: scene.graph,
});

/**
 * Saving the draft: on request, on Ctrl+S, and by itself 2 s after the last change. A save over
 * someone else's newer draft (409) opens the conflict; a graph the server refuses (422) marks its
 * nodes.
 */
export function useSaving({
  sceneRef,
  store,
  initialVersion,
  canEdit,
  hasProblems,
  refetch,
}: Options) {
  const mutation = useSaveDraft(sceneRef);
  const client = useQueryClient();
  const version = useRef(initialVersion);
  const inflight = useRef<Promise<boolean> | null>(null);
  const [saving, setSaving] = useState(false);
  const [conflict, setConflict] = useState<Scene | null>(null);
  const [problems, setProblems] = useState<ServerProblem[]>([]);
  const doc = useStore(store, (s) => s.doc);
  const dirty = useStore(store, (s) => s.doc !== s.saved);

  /** A 409: someone saved since; their scene is read for the conflict dialog. */
  const onStale = useCallback(async () => {
    const theirs = await refetch();
    if (theirs) setConflict(theirs);
  }, [refetch]);

  const onFailure = useCallback(
    async (error: unknown, sent: SceneDoc) => {
      if (statusOf(error) === 409) return onStale();
      if (statusOf(error) === 422) setProblems(serverProblems(apiErrorOf(error), sent.graph));
      Message.error(errorMessage(error));
    },
    [onStale],
  );

  const saveOnce = useCallback(async (): Promise<boolean> => {
    const sent = store.getState().doc;
    if (sent === store.getState().saved) return true;
    setSaving(true);
    try {
      const saved = await mutation.mutateAsync({
        graph: sent.graph,
        name: sent.name.trim() || undefined,
        description: sent.description,
        version: version.current,
      });
      version.current = saved.draftVersion;
      store.getState().markSaved(sent);
      // The cached scene follows, so reopening the editor starts from this draft and version.
      client.setQueryData<Scene>(sceneKeys.detail(sceneRef), (old) =>
        old
          ? { ...old, ...sent, draftVersion: saved.draftVersion, updatedAt: saved.updatedAt }
          : old,
      );
      setProblems([]);
      return true;
    } catch (error) {
      await onFailure(error, sent);
      return false;
    } finally {
      setSaving(false);
    }
  }, [store, mutation, onFailure, client, sceneRef]);

  /** Saves now (after a save on its way), answering whether the draft is saved. */
  const save = useCallback(async (): Promise<boolean> => {
    if (!canEdit) return false;
    if (inflight.current) await inflight.current;
    const run = saveOnce();
    inflight.current = run;
    try {
      return await run;
    } finally {
      if (inflight.current === run) inflight.current = null;
    }
  }, [canEdit, saveOnce]);

  useEffect(() => {
    if (!dirty || !canEdit || hasProblems || conflict || saving) return;
    const timer = setTimeout(() => void save(), AUTOSAVE_MS);
    return () => clearTimeout(timer);
  }, [doc, dirty, canEdit, hasProblems, conflict, saving, save]);

  return {
    state: (conflict ? 'conflict' : saving ? 'saving' : dirty ? 'unsaved' : 'saved') as SaveState,
    dirty,
    save,
    problems,
    conflict,
    /** The draft version the next save or publish brings. */
    version: () => version.current,
    /** After a restore or publish changed the draft version on the server. */
    setVersion: (n: number) => {
      version.current = n;
    },
    onFailure,
    /** A test run refused with the saved draft's problems: they are marked on the canvas. */
    reportInvalid: (error: unknown) =>
      setProblems(serverProblems(apiErrorOf(error), store.getState().saved.graph)),
    /** Theirs wins: the editor starts again from their draft. */
    loadTheirs: () => {
      if (!conflict) return;
      version.current = conflict.draftVersion;
      store.getState().load(docOf(conflict));
      setProblems([]);
      setConflict(null);
    },
    /** Mine wins: saved over their draft. */
    keepMine: async () => {
      if (!conflict) return false;
      version.current = conflict.draftVersion;
      setConflict(null);
      return save();
    },
  };
}

export type Saving = ReturnType<typeof useSaving>;
