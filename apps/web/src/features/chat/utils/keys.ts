/** What a key press in the composer does: Enter sends, Shift+Enter is a new line. */
export function composerKeyAction(event: {
  key: string;
  shiftKey: boolean;
  /** True while an IME is composing (choosing Chinese characters): Enter confirms the word. */
  isComposing: boolean;
  keyCode?: number;
}): 'send' | 'newline' | 'none' {
  if (event.key !== 'Enter') return 'none';
  // Safari ends composition before keydown but reports keyCode 229 for that Enter.
  if (event.isComposing || event.keyCode === 229) return 'none';
  return event.shiftKey ? 'newline' : 'send';
}
