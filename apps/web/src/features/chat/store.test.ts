import { afterEach, describe, expect, it } from 'vitest';
import { NO_SESSION, useChatStore, type PendingFile } from './store';

const file = (key: string): PendingFile => ({
  key,
  name: `${key}.txt`,
  kind: 'text',
  progress: 0,
  status: 'uploading',
});

const initial = useChatStore.getState();
afterEach(() => useChatStore.setState(initial, true));

describe('chat store', () => {
  it('keeps a draft per session', () => {
    const store = useChatStore.getState();
    store.setDraft('1', 'first');
    store.setDraft('2', 'second');
    expect(useChatStore.getState().drafts).toEqual({ 1: 'first', 2: 'second' });
  });

  it('tracks files: progress, then done; remove cancels the upload', () => {
    let cancelled = false;
    const store = useChatStore.getState();
    store.addFile('1', { ...file('a'), cancel: () => (cancelled = true) });
    store.addFile('1', file('b'));
    store.patchFile('1', 'b', { progress: 60 });
    store.patchFile('1', 'b', { status: 'done', progress: 100 });
    store.removeFile('1', 'a');
    expect(cancelled).toBe(true);
    expect(useChatStore.getState().files['1']).toMatchObject([
      { key: 'b', status: 'done', progress: 100 },
    ]);
  });

  it('clears a composer after sending, and moves the empty state to a new session', () => {
    const store = useChatStore.getState();
    store.setDraft(NO_SESSION, 'hello');
    store.addFile(NO_SESSION, file('a'));
    store.setError(NO_SESSION, 'oops');
    store.moveComposer(NO_SESSION, '9');
    let state = useChatStore.getState();
    expect(state.drafts).toEqual({ 9: 'hello' });
    expect(state.files['9']).toHaveLength(1);
    expect(state.errors).toEqual({});
    state.clearComposer('9');
    state = useChatStore.getState();
    expect(state.drafts['9']).toBeUndefined();
    expect(state.files['9']).toBeUndefined();
  });

  it('knows which session is answering; only its own request ends it', () => {
    const store = useChatStore.getState();
    const first = new AbortController();
    const second = new AbortController();
    store.startAnswer('1', first);
    store.setAnswerId('1', '77');
    expect(useChatStore.getState().answering['1']).toEqual({ controller: first, answerId: '77' });
    store.startAnswer('1', second);
    store.endAnswer('1', first);
    expect(useChatStore.getState().answering['1']?.controller).toBe(second);
    store.endAnswer('1', second);
    expect(useChatStore.getState().answering['1']).toBeUndefined();
  });
});
