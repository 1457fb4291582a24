import { useEffect, useState } from 'react';
import { Message } from '@arco-design/web-react';
import '@arco-design/web-react/es/Message/style/css.js';
import { useNavigate } from 'react-router';
import type { SignInOutcome } from '@miaoyu/contracts/identity';
import { beginSession } from './flow';

/** A step that ends the page: the browser went to the provider, or the person refused. */
export type FlowEnd = 'left' | 'refused' | 'no-code';
/** Nothing to sign in: someone already is, and goes on to the page. */
export interface FlowSkip {
  continueTo: string;
}
type StepResult = SignInOutcome | FlowEnd | FlowSkip;

export type FlowState =
  | { status: 'working' }
  | { status: 'ended'; end: FlowEnd }
  | { status: 'failed'; error: unknown }
  | { status: 'done'; outcome: SignInOutcome };

/**
 * Provider codes and states are single-use: a page that renders twice (React's development
 * checks, a remount) must not spend one twice. The first run for a key is the only one.
 */
const runs = new Map<string, Promise<StepResult>>();

/**
 * Runs a sign-in page's one step (start, finish, in-app) once, then starts the session and goes
 * where the flow said; the page shows the state meanwhile.
 */
export function useSignInFlow(
  key: string,
  step: () => Promise<StepResult>,
  /** Said when the flow linked an identity to the signed-in account. */
  linkedText: (outcome: SignInOutcome) => string,
) {
  const navigate = useNavigate();
  const [state, setState] = useState<FlowState>({ status: 'working' });

  useEffect(() => {
    let current = true;
    let run = runs.get(key);
    if (!run) runs.set(key, (run = step()));
    run.then(
      (result) => {
        if (!current) return;
        if (typeof result === 'string') {
          setState({ status: 'ended', end: result });
          return;
        }
        if ('continueTo' in result) {
          void navigate(result.continueTo, { replace: true });
          return;
        }
        beginSession(result);
        if (result.outcome === 'linked') Message.success(linkedText(result));
        setState({ status: 'done', outcome: result });
        void navigate(result.redirect, { replace: true });
      },
      (error: unknown) => current && setState({ status: 'failed', error }),
    );
    return () => {
      current = false;
    };
    // The step belongs to the key: a new key is a new flow.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  return state;
}
