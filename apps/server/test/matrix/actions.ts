import type { Actor, MatrixWorld } from './fixture';

export interface MatrixRequest {
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  url: string;
  payload?: object;
  /** Extra headers (a multipart body's content type); the actor's authorization is added. */
  headers?: Record<string, string>;
  /** A live stream that stays open until its reader leaves: its head is read, then it is left. */
  live?: boolean;
}

/**
 * One row of the permission matrix: a request built from a fresh world, and the actors allowed
 * to make it. Denials are checked by status: 401 without a token, 403 for a banned user or a
 * role that lacks the permission, 404 for someone outside the organisation. Each module keeps
 * its rows in its own `*.matrix.ts` (`export const MATRIX`), which the matrix finds by name.
 */
export interface MatrixAction {
  name: string;
  request: (w: MatrixWorld) => MatrixRequest;
  allowed: Actor[];
  /** Statuses other than the defaults, for actors whose refusal has its own reason. */
  denied?: Partial<Record<Actor, number>>;
  /**
   * For a read that answers more than one actor: whether the answer shows what the row is about.
   * Allowed actors must see it; an actor denied with a 2xx status gets an answer without it.
   */
  shows?: (body: string, w: MatrixWorld) => boolean;
  /**
   * Refusals that depend on the body itself (whose session, which team, which role to grant):
   * with an empty body there is nothing to judge them by, so the body's validation answers
   * first for these actors.
   */
  decidedByBody?: Actor[] | 'everyone';
}
