import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import type { SaleChat } from '@miaoyu/contracts/sales';
import { errorMessage } from '@/lib/api-error';
import { useUpdateSaleChat } from '../api/updateSaleChat';
import { initialDraft, invalidTurn, turnsOf, turnsReducer } from '../logic/turns';

/** How long typing pauses before the corrected dialogue is saved. */
export const AUTOSAVE_MS = 1500;

export type SaveState = 'saved' | 'unsaved' | 'saving' | 'failed' | 'invalid';

/**
 * The dialogue as the salesperson corrects it: follows the server's until changed here, saves
 * itself once typing pauses (never while a line is open, the screenshots are read or a line is
 * empty), and says where the save stands.
 */
export function useTurnsDraft(chat: SaleChat, { paused }: { paused: boolean }) {
  const [draft, dispatch] = useReducer(turnsReducer, chat.turns, initialDraft);
  const update = useUpdateSaleChat({ silent: true });
  const [saveError, setSaveError] = useState<string>();

  const loaded = useRef(chat.turns);
  useEffect(() => {
    dispatch({ type: 'load', turns: chat.turns, previous: loaded.current });
    loaded.current = chat.turns;
  }, [chat.turns]);

  const invalid = invalidTurn(draft.turns);
  const { mutateAsync } = update;
  const save = useCallback(async () => {
    if (invalidTurn(draft.turns) >= 0) return;
    const sent = turnsOf(draft.turns);
    try {
      await mutateAsync({ id: chat.id, turns: sent });
      setSaveError(undefined);
      dispatch({ type: 'saved', sent });
    } catch (error) {
      setSaveError(errorMessage(error));
    }
  }, [chat.id, draft.turns, mutateAsync]);

  const canSave = draft.dirty && invalid < 0 && !paused && !update.isPending;
  useEffect(() => {
    if (!canSave || saveError) return;
    const timer = window.setTimeout(() => void save(), AUTOSAVE_MS);
    return () => window.clearTimeout(timer);
  }, [canSave, save, saveError]);

  const state: SaveState = !draft.dirty
    ? 'saved'
    : update.isPending
      ? 'saving'
      : invalid >= 0
        ? 'invalid'
        : saveError
          ? 'failed'
          : 'unsaved';
  return {
    turns: draft.turns,
    dispatch: useCallback((action: Parameters<typeof dispatch>[0]) => {
      setSaveError(undefined);
      dispatch(action);
    }, []),
    save,
    canSave: draft.dirty && invalid < 0 && !update.isPending,
    state,
    invalid,
    saveError,
  };
}
