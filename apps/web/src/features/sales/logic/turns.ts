import { saleTurnSchema, type SaleSpeaker, type SaleTurn } from '@miaoyu/contracts/sales';

/** A line of the dialogue being corrected, with a key that survives edits and moves. */
export interface DraftTurn extends SaleTurn {
  key: string;
}

export interface TurnsDraft {
  turns: DraftTurn[];
  /** Changed since the last save (or since the server's dialogue was loaded). */
  dirty: boolean;
}

export type TurnsAction =
  /**
   * The server's dialogue: replaces the draft unless it holds unsaved changes (or `force`). With
   * unsaved changes, lines the server added after `previous` (a reply marked as sent) are added
   * to the draft too, so saving it does not drop them.
   */
  | { type: 'load'; turns: readonly SaleTurn[]; previous?: readonly SaleTurn[]; force?: boolean }
  | { type: 'edit'; key: string; text: string }
  | { type: 'switchSpeaker'; key: string }
  | { type: 'remove'; key: string }
  /** A new empty line at the end, or after `after`; its key is chosen by the caller. */
  | { type: 'add'; key: string; speaker: SaleSpeaker; after?: string }
  /** A save of `sent` succeeded: clean, unless the draft changed while it was on its way. */
  | { type: 'saved'; sent: readonly SaleTurn[] };

let sequence = 0;
export const newTurnKey = () => `turn-${(sequence += 1)}`;

const withKeys = (turns: readonly SaleTurn[]): DraftTurn[] =>
  turns.map((turn) => ({ speaker: turn.speaker, text: turn.text, key: newTurnKey() }));

export const otherSpeaker = (speaker: SaleSpeaker): SaleSpeaker =>
  speaker === 'me' ? 'customer' : 'me';

/** The dialogue as the server takes it: trimmed text, no keys. */
export const turnsOf = (turns: readonly SaleTurn[]): SaleTurn[] =>
  turns.map((turn) => ({ speaker: turn.speaker, text: turn.text.trim() }));

export function sameTurns(a: readonly SaleTurn[], b: readonly SaleTurn[]): boolean {
  return (
    a.length === b.length &&
    a.every((turn, i) => turn.speaker === b[i]!.speaker && turn.text.trim() === b[i]!.text.trim())
  );
}

/** The first line the server would refuse (empty, too long), or -1. */
export function invalidTurn(turns: readonly SaleTurn[]): number {
  return turnsOf(turns).findIndex((turn) => !saleTurnSchema.safeParse(turn).success);
}

export const initialDraft = (turns: readonly SaleTurn[]): TurnsDraft => ({
  turns: withKeys(turns),
  dirty: false,
});

const change = (draft: TurnsDraft, turns: DraftTurn[]): TurnsDraft => ({ turns, dirty: true });

/** The draft with the lines the server's dialogue gained at its end since `previous`. */
function withAppended(
  draft: TurnsDraft,
  turns: readonly SaleTurn[],
  previous: readonly SaleTurn[] | undefined,
): TurnsDraft {
  if (!previous || turns.length <= previous.length) return draft;
  if (!sameTurns(turns.slice(0, previous.length), previous)) return draft;
  const added = turns.slice(previous.length);
  // The draft's own lines coming back from its save (while it changed further) are there already.
  const mine = draft.turns.slice(previous.length, previous.length + added.length);
  if (sameTurns(mine, added)) return draft;
  return { ...draft, turns: [...draft.turns, ...withKeys(added)] };
}

export function turnsReducer(draft: TurnsDraft, action: TurnsAction): TurnsDraft {
  switch (action.type) {
    case 'load':
      if (draft.dirty && !action.force) return withAppended(draft, action.turns, action.previous);
      if (!draft.dirty && sameTurns(draft.turns, action.turns)) return draft;
      return initialDraft(action.turns);
    case 'edit':
      return change(
        draft,
        draft.turns.map((turn) =>
          turn.key === action.key ? { ...turn, text: action.text } : turn,
        ),
      );
    case 'switchSpeaker':
      return change(
        draft,
        draft.turns.map((turn) =>
          turn.key === action.key ? { ...turn, speaker: otherSpeaker(turn.speaker) } : turn,
        ),
      );
    case 'remove':
      return change(
        draft,
        draft.turns.filter((turn) => turn.key !== action.key),
      );
    case 'add': {
      const turns = [...draft.turns];
      const at = action.after ? turns.findIndex((turn) => turn.key === action.after) + 1 : 0;
      const added = { key: action.key, speaker: action.speaker, text: '' };
      if (at > 0) turns.splice(at, 0, added);
      else turns.push(added);
      return change(draft, turns);
    }
    case 'saved':
      return sameTurns(draft.turns, action.sent) ? { ...draft, dirty: false } : draft;
  }
}
