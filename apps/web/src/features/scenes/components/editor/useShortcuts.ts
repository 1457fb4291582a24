import { useEffect } from 'react';
import type { EditorStore } from './editorStore';

/** Whether keys typed here belong to a text field (its own undo, copy, delete). */
export function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  const tag = target.tagName;
  return tag === 'INPUT' || tag === 'TEXTAREA' || tag === 'SELECT' || target.isContentEditable;
}

interface Options {
  store: EditorStore;
  readOnly: boolean;
  onSave: () => void;
  /** After a paste: the pasted nodes are selected. */
  onPasted?: () => void;
}

/**
 * The editor's keys: Ctrl/⌘+S saves (also while typing); outside text fields, Ctrl/⌘+Z undoes,
 * Ctrl/⌘+Shift+Z or Ctrl+Y redoes, Ctrl/⌘+C and V copy and paste nodes, Delete and Backspace
 * remove what is selected.
 */
export function useShortcuts({ store, readOnly, onSave, onPasted }: Options) {
  useEffect(() => {
    if (readOnly) return;
    const onKey = (event: KeyboardEvent) => {
      const mod = event.metaKey || event.ctrlKey;
      const key = event.key.toLowerCase();
      if (mod && key === 's') {
        event.preventDefault();
        onSave();
        return;
      }
      if (event.defaultPrevented || isTyping(event.target)) return;
      // A dialog or drawer over the canvas has its own keys.
      if (
        document
          .querySelector('.arco-modal-wrapper, .arco-drawer-wrapper')
          ?.contains(event.target as Node)
      )
        return;
      const state = store.getState();
      if (mod && key === 'z') {
        event.preventDefault();
        if (event.shiftKey) state.redo();
        else state.undo();
      } else if (mod && key === 'y') {
        event.preventDefault();
        state.redo();
      } else if (mod && key === 'c') {
        // Text the person selected on the page is theirs to copy.
        if (window.getSelection()?.toString()) return;
        if (state.copy()) event.preventDefault();
      } else if (mod && key === 'v') {
        if (state.paste()) {
          event.preventDefault();
          onPasted?.();
        }
      } else if (!mod && (event.key === 'Delete' || event.key === 'Backspace')) {
        if (state.removeSelected()) event.preventDefault();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [store, readOnly, onSave, onPasted]);
}
