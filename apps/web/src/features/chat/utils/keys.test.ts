import { describe, expect, it } from 'vitest';
import { composerKeyAction } from './keys';

describe('composer keys', () => {
  it('sends on Enter, adds a line on Shift+Enter, ignores other keys', () => {
    expect(composerKeyAction({ key: 'Enter', shiftKey: false, isComposing: false })).toBe('send');
    expect(composerKeyAction({ key: 'Enter', shiftKey: true, isComposing: false })).toBe('newline');
    expect(composerKeyAction({ key: 'a', shiftKey: false, isComposing: false })).toBe('none');
  });

  it('never sends while an IME is composing', () => {
    expect(composerKeyAction({ key: 'Enter', shiftKey: false, isComposing: true })).toBe('none');
    expect(
      composerKeyAction({ key: 'Enter', shiftKey: false, isComposing: false, keyCode: 229 }),
    ).toBe('none');
  });

  it('on a touch keyboard (no Shift) Enter is a new line: the Send button sends', () => {
    const touch = { key: 'Enter', shiftKey: false, isComposing: false, touch: true };
    expect(composerKeyAction(touch)).toBe('newline');
  });
});
