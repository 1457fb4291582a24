import { describe, expect, it } from 'vitest';
import { compareIds, laterId } from './ids';
import {
  appendContent,
  EMPTY_LIST,
  firstStoredId,
  fromMessages,
  lastStoredId,
  prependOlder,
  rename,
  upsert,
  type ViewMessage,
} from './messages';

const message = (id: string, change: Partial<ViewMessage> = {}): ViewMessage => ({
  id,
  role: 'bot',
  content: `m${id}`,
  state: 'done',
  createdAt: '2025-01-01T00:00:00.000Z',
  citations: [],
  attachments: [],
  rating: null,
  ratingReason: '',
  agent: null,
  ...change,
});

describe('message ids', () => {
  it('compare as numbers, however long', () => {
    expect(compareIds('9', '10')).toBeLessThan(0);
    expect(compareIds('9223372036854775807', '9223372036854775806')).toBeGreaterThan(0);
    expect(compareIds('007', '7')).toBe(0);
    expect(laterId('0', '12')).toBe('12');
  });
});

describe('a conversation’s messages', () => {
  it('show a message once, however many times it arrives', () => {
    let list = fromMessages([message('1'), message('2')]);
    list = upsert(list, message('3'));
    list = upsert(list, message('3', { content: 'again' }));
    list = upsert(list, message('2'));
    expect(list.order).toEqual(['1', '2', '3']);
    expect(list.byId['3']!.content).toBe('again');
  });

  it('keep stored messages in id order, before the ones not stored yet', () => {
    let list = fromMessages([message('10')]);
    list = upsert(list, message('local-question-1', { role: 'visitor' }));
    list = upsert(list, message('local-answer-1', { state: 'streaming', content: '' }));
    list = upsert(list, message('12'));
    list = upsert(list, message('11'));
    expect(list.order).toEqual(['10', '11', '12', 'local-question-1', 'local-answer-1']);
  });

  it('keep a streaming answer’s own text when the live stream repeats it unfinished', () => {
    let list = fromMessages([message('5', { state: 'streaming', content: 'Hello, wor' })]);
    list = upsert(list, message('5', { state: 'streaming', content: 'Hel' }));
    expect(list.byId['5']!.content).toBe('Hello, wor');
    list = upsert(list, message('5', { state: 'done', content: 'Hello, world' }));
    expect(list.byId['5']!.content).toBe('Hello, world');
  });

  it('give a local message its stored id, or drop it when that id already arrived', () => {
    let list = upsert(EMPTY_LIST, message('local-question-1', { role: 'visitor' }));
    list = upsert(list, message('local-answer-1', { state: 'streaming', content: '' }));
    list = upsert(list, message('20', { role: 'visitor' }));
    list = rename(list, 'local-question-1', '20');
    list = rename(list, 'local-answer-1', '21');
    list = appendContent(list, '21', 'Hi');
    expect(list.order).toEqual(['20', '21']);
    expect(list.byId['21']).toMatchObject({ id: '21', content: 'Hi', state: 'streaming' });
    expect(list.byId['local-answer-1']).toBeUndefined();
  });

  it('add older pages before, and say where paging and the live stream go on', () => {
    let list = fromMessages([message('30'), message('31')]);
    list = upsert(list, message('local-question-2', { role: 'visitor' }));
    list = prependOlder(list, [message('28'), message('29'), message('30')]);
    expect(list.order).toEqual(['28', '29', '30', '31', 'local-question-2']);
    expect(firstStoredId(list)).toBe('28');
    expect(lastStoredId(list)).toBe('31');
    expect(lastStoredId(EMPTY_LIST)).toBe('0');
  });
});
