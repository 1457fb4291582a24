import { useCallback, useEffect, useReducer, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiErrorOf, errorMessage } from '@/lib/api-error';
import { isHttpError } from '@/lib/http';
import { saleKeys } from '../api/keys';
import { suggestReplies } from '../api/suggestReplies';
import { idleSuggest, suggestReducer } from '../logic/suggest';

/**
 * Asks for three replies and follows their streams; stop aborts the request. Once the stored
 * suggestion arrives the chat is read again, so it joins the earlier ones.
 */
export function useSuggest(chatId: string) {
  const { t } = useTranslation('sales');
  const client = useQueryClient();
  const [state, dispatch] = useReducer(suggestReducer, idleSuggest);
  const controller = useRef<AbortController | null>(null);

  useEffect(() => () => controller.current?.abort(), []);

  const run = useCallback(
    async (goal: string) => {
      controller.current?.abort();
      const current = new AbortController();
      controller.current = current;
      dispatch({ event: 'begin' });
      try {
        const finished = await suggestReplies(
          { id: chatId, goal: goal.trim() || undefined },
          current.signal,
          (event) => {
            dispatch(event);
            if (event.event === 'done')
              void client.invalidateQueries({ queryKey: saleKeys.chat(chatId) });
          },
        );
        if (!finished && !current.signal.aborted)
          dispatch({ event: 'cut', data: { message: t('suggest.cut') } });
      } catch (error) {
        if (current.signal.aborted) dispatch({ event: 'stopped' });
        else
          dispatch({
            event: 'failed',
            data: {
              code: apiErrorOf(error)?.code ?? 'network',
              message:
                isHttpError(error) && error.kind !== 'http'
                  ? t('suggest.network')
                  : errorMessage(error),
            },
          });
      }
    },
    [chatId, client, t],
  );

  const stop = useCallback(() => {
    controller.current?.abort();
    dispatch({ event: 'stopped' });
  }, []);

  return { state, run, stop };
}
