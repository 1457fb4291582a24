import { createContext, useContext } from 'react';
import { useStore } from 'zustand';
import type { SceneRef } from '../../api/requests';
import type { EditorState, EditorStore } from './editorStore';
import type { ProblemIndex } from './problems';

export interface EditorContextValue {
  store: EditorStore;
  sceneRef: SceneRef;
  /** Another member's scene, or a phone: looked at, not changed. */
  readOnly: boolean;
  problems: ProblemIndex;
}

export const EditorContext = createContext<EditorContextValue | null>(null);

export function useEditor(): EditorContextValue {
  const value = useContext(EditorContext);
  if (!value) throw new Error('useEditor outside the scene editor');
  return value;
}

/** A slice of the editor's state, re-rendering only when it changes. */
export function useEditorState<T>(selector: (state: EditorState) => T): T {
  return useStore(useEditor().store, selector);
}
