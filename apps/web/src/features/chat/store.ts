import { create } from 'zustand';
import type { ChatAttachment } from '@miaoyu/contracts/chat';

/** A file added to the composer: uploading, uploaded (with its code) or refused. */
export interface PendingFile {
  key: string;
  name: string;
  kind: 'image' | 'text';
  /** Object URL of a local image, for the chip's thumbnail. */
  preview?: string | undefined;
  progress: number;
  status: 'uploading' | 'done' | 'error';
  error?: string | undefined;
  attachment?: ChatAttachment | undefined;
  cancel?: (() => void) | undefined;
}

/** The answer being streamed in a session: stopping aborts its request. */
export interface Answering {
  controller: AbortController;
  answerId: string | null;
}

/** The composer of the empty state (before any session exists) keeps its draft under this key. */
export const NO_SESSION = '';

interface ChatState {
  drafts: Record<string, string>;
  files: Record<string, PendingFile[]>;
  answering: Record<string, Answering>;
  /** An error answered before the stream began, shown under the composer. */
  errors: Record<string, ComposerError>;
  /** Where the sessions column was scrolled to: the page is rebuilt per session. */
  sessionsScroll: number;
  setDraft: (sessionId: string, text: string) => void;
  addFile: (sessionId: string, file: PendingFile) => void;
  patchFile: (sessionId: string, key: string, patch: Partial<PendingFile>) => void;
  removeFile: (sessionId: string, key: string) => void;
  /** Empties the composer after a question went out. */
  clearComposer: (sessionId: string) => void;
  /** Moves the empty state's draft and files to a session just created for them. */
  moveComposer: (from: string, to: string) => void;
  startAnswer: (sessionId: string, controller: AbortController) => void;
  setAnswerId: (sessionId: string, answerId: string) => void;
  endAnswer: (sessionId: string, controller: AbortController) => void;
  /** `code` is the server's error code, when the server refused. */
  setError: (sessionId: string, message: string | null, code?: string) => void;
  setSessionsScroll: (top: number) => void;
}

/** Why a question did not go out, and the server's code for it when it refused. */
export interface ComposerError {
  message: string;
  code?: string;
}

function without<T>(record: Record<string, T>, key: string): Record<string, T> {
  const next = { ...record };
  delete next[key];
  return next;
}

/** Client state of the chat page; server state (sessions, messages) lives in react-query. */
export const useChatStore = create<ChatState>()((set) => ({
  drafts: {},
  files: {},
  answering: {},
  errors: {},
  sessionsScroll: 0,
  setDraft: (sessionId, text) => set((s) => ({ drafts: { ...s.drafts, [sessionId]: text } })),
  addFile: (sessionId, file) =>
    set((s) => ({ files: { ...s.files, [sessionId]: [...(s.files[sessionId] ?? []), file] } })),
  patchFile: (sessionId, key, patch) =>
    set((s) => ({
      files: {
        ...s.files,
        [sessionId]: (s.files[sessionId] ?? []).map((f) =>
          f.key === key ? { ...f, ...patch } : f,
        ),
      },
    })),
  removeFile: (sessionId, key) =>
    set((s) => {
      const list = s.files[sessionId] ?? [];
      const gone = list.find((f) => f.key === key);
      gone?.cancel?.();
      if (gone?.preview) URL.revokeObjectURL(gone.preview);
      return { files: { ...s.files, [sessionId]: list.filter((f) => f.key !== key) } };
    }),
  clearComposer: (sessionId) =>
    set((s) => ({
      drafts: without(s.drafts, sessionId),
      files: without(s.files, sessionId),
      errors: without(s.errors, sessionId),
    })),
  moveComposer: (from, to) =>
    set((s) => ({
      drafts: { ...without(s.drafts, from), [to]: s.drafts[from] ?? '' },
      files: { ...without(s.files, from), [to]: s.files[from] ?? [] },
      errors: without(s.errors, from),
    })),
  startAnswer: (sessionId, controller) =>
    set((s) => ({ answering: { ...s.answering, [sessionId]: { controller, answerId: null } } })),
  setAnswerId: (sessionId, answerId) =>
    set((s) => {
      const current = s.answering[sessionId];
      return current
        ? { answering: { ...s.answering, [sessionId]: { ...current, answerId } } }
        : {};
    }),
  endAnswer: (sessionId, controller) =>
    set((s) =>
      s.answering[sessionId]?.controller === controller
        ? { answering: without(s.answering, sessionId) }
        : {},
    ),
  setError: (sessionId, message, code) =>
    set((s) => ({
      errors:
        message === null
          ? without(s.errors, sessionId)
          : { ...s.errors, [sessionId]: { message, code } },
    })),
  setSessionsScroll: (top) => set({ sessionsScroll: top }),
}));
