import { describe, expect, it } from 'vitest';
import type { SaleTurn } from '@miaoyu/contracts/sales';
import { initialDraft, invalidTurn, turnsOf, turnsReducer } from './turns';

const read: SaleTurn[] = [
  { speaker: 'customer', text: '沙发有现货吗？' },
  { speaker: 'me', text: '有的，灰色和米色都有' },
];

describe('turnsReducer', () => {
  it('edits, switches speaker, removes and adds lines, and marks the draft changed', () => {
    let draft = initialDraft(read);
    const [first, second] = draft.turns;
    draft = turnsReducer(draft, { type: 'edit', key: first!.key, text: '沙发有现货吗？急用' });
    draft = turnsReducer(draft, { type: 'switchSpeaker', key: second!.key });
    draft = turnsReducer(draft, { type: 'add', key: 'new', speaker: 'me', after: first!.key });
    draft = turnsReducer(draft, { type: 'edit', key: 'new', text: '您好' });
    expect(draft.dirty).toBe(true);
    expect(turnsOf(draft.turns)).toEqual([
      { speaker: 'customer', text: '沙发有现货吗？急用' },
      { speaker: 'me', text: '您好' },
      { speaker: 'customer', text: '有的，灰色和米色都有' },
    ]);
    draft = turnsReducer(draft, { type: 'remove', key: 'new' });
    expect(draft.turns).toHaveLength(2);
  });

  it('adds at the end without a line to follow', () => {
    const draft = turnsReducer(initialDraft(read), { type: 'add', key: 'k', speaker: 'customer' });
    expect(draft.turns.at(-1)).toEqual({ key: 'k', speaker: 'customer', text: '' });
  });

  it('follows the server while clean, and keeps unsaved changes unless forced', () => {
    const clean = initialDraft(read);
    const reread = turnsReducer(clean, {
      type: 'load',
      turns: [...read, { speaker: 'customer', text: '多少钱' }],
    });
    expect(reread.turns).toHaveLength(3);
    // The same dialogue again keeps the draft (and its keys).
    expect(turnsReducer(reread, { type: 'load', turns: turnsOf(reread.turns) })).toBe(reread);

    const edited = turnsReducer(clean, { type: 'edit', key: clean.turns[0]!.key, text: '改过' });
    expect(turnsReducer(edited, { type: 'load', turns: read })).toBe(edited);
    expect(turnsOf(turnsReducer(edited, { type: 'load', turns: read, force: true }).turns)).toEqual(
      read,
    );
  });

  it('keeps unsaved changes and adds the line a reply marked as sent brought', () => {
    const clean = initialDraft(read);
    const edited = turnsReducer(clean, { type: 'edit', key: clean.turns[0]!.key, text: '改过' });
    const sentLine: SaleTurn = { speaker: 'me', text: '周六上午可以上门安装' };
    const after = turnsReducer(edited, {
      type: 'load',
      turns: [...read, sentLine],
      previous: read,
    });
    expect(after.dirty).toBe(true);
    expect(turnsOf(after.turns)).toEqual([{ ...read[0]!, text: '改过' }, read[1], sentLine]);
  });

  it('does not add again the lines its own save sent while it changed further', () => {
    let draft = turnsReducer(initialDraft(read), { type: 'add', key: 'b', speaker: 'me' });
    draft = turnsReducer(draft, { type: 'edit', key: 'b', text: '乙' });
    const saved = turnsOf(draft.turns);
    draft = turnsReducer(draft, { type: 'add', key: 'c', speaker: 'customer' });
    draft = turnsReducer(draft, { type: 'edit', key: 'c', text: '丙' });
    expect(turnsReducer(draft, { type: 'load', turns: saved, previous: read })).toBe(draft);
  });

  it('is clean after a save of what it holds, not after a save of an older version', () => {
    let draft = initialDraft(read);
    draft = turnsReducer(draft, { type: 'edit', key: draft.turns[0]!.key, text: '甲 ' });
    const sent = turnsOf(draft.turns);
    expect(turnsReducer(draft, { type: 'saved', sent }).dirty).toBe(false);
    const later = turnsReducer(draft, { type: 'edit', key: draft.turns[0]!.key, text: '乙' });
    expect(turnsReducer(later, { type: 'saved', sent }).dirty).toBe(true);
  });

  it('finds the first line the server would refuse', () => {
    expect(invalidTurn(read)).toBe(-1);
    expect(invalidTurn([...read, { speaker: 'me', text: '   ' }])).toBe(2);
    expect(invalidTurn([{ speaker: 'me', text: 'x'.repeat(2001) }])).toBe(0);
  });
});
