/**
 * What a key press in the composer does: Enter sends, Shift+Enter is a new line. A touch keyboard
 * has no Shift: there its Enter is a new line and the Send button sends.
 */
export function composerKeyAction(event: {
  key: string;
  shiftKey: boolean;
  /** True while an IME is composing (choosing Chinese characters): Enter confirms the word. */
  isComposing: boolean;
  keyCode?: number;
  touch?: boolean;
}): 'send' | 'newline' | 'none' {
  if (event.key !== 'Enter') return 'none';
  if (event.touch) return 'newline';
  // Safari ends composition before keydown but reports keyCode 229 for that Enter.
  if (event.isComposing || event.keyCode === 229) return 'none';
  return event.shiftKey ? 'newline' : 'send';
}
