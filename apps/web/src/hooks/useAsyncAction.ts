import { useCallback, useState } from 'react';

interface ActionState<R> {
  pending: boolean;
  data: R | undefined;
  error: unknown;
}

const idle = { pending: false, data: undefined, error: null };

/**
 * Pending, result and error of an async action, like react-query's useMutation. The login page
 * uses this instead, so that it never downloads react-query (issue 3, performance).
 * `run` never rejects: it answers the result, or undefined after storing the error.
 */
export function useAsyncAction<A extends unknown[], R>(action: (...args: A) => Promise<R>) {
  const [state, setState] = useState<ActionState<R>>(idle);

  const run = useCallback(
    async (...args: A): Promise<R | undefined> => {
      setState({ pending: true, data: undefined, error: null });
      try {
        const data = await action(...args);
        setState({ pending: false, data, error: null });
        return data;
      } catch (error) {
        setState({ pending: false, data: undefined, error });
        return undefined;
      }
    },
    [action],
  );

  const reset = useCallback(() => setState(idle), []);

  return {
    run,
    reset,
    data: state.data,
    error: state.error,
    isPending: state.pending,
    isError: state.error !== null,
  };
}
