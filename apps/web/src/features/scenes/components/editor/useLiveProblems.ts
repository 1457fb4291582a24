import { useDeferredValue, useMemo } from 'react';
import type { SceneGraph, SceneProblem } from '@miaoyu/contracts/scenes';
import { useTranslation } from 'react-i18next';
import { messageText, type Issue } from '@/lib/form';
import { currentLocale } from '@/lib/i18n';
import { isMessageKey, messageIn } from '@/lib/messages';
import {
  indexProblems,
  liveProblems,
  stillStanding,
  type Problem,
  type ProblemIndex,
  type ServerProblem,
} from './problems';

const NOT_YET_CHECKED: SceneGraph | null = null;
/** One object for "none": a check that finds nothing again changes nothing on the canvas. */
const NO_PROBLEMS: Problem[] = [];

/**
 * What is wrong with the graph on the canvas, checked as it changes, in the UI's language. The
 * check runs after the canvas has drawn (a deferred value): a large scene opens, and a drag ends,
 * without waiting for it.
 */
export function useLiveProblems(graph: SceneGraph): Problem[] {
  const { t, i18n } = useTranslation('scenes');
  const checked = useDeferredValue<SceneGraph | null>(graph, NOT_YET_CHECKED);
  const live = useMemo(() => {
    if (checked === null) return { problems: NO_PROBLEMS, language: i18n.language };
    const describe = (p: SceneProblem) => messageIn(currentLocale(), p.code, p.params);
    const describeIssue = (issue: Issue) => {
      if (isMessageKey(issue.message)) return messageText(issue.message);
      if (issue.code === 'too_small')
        return issue.origin === 'array'
          ? t('editor.problems.tooFew')
          : t('editor.problems.required');
      if (issue.code === 'too_big') return t('editor.problems.tooLong');
      return t('editor.problems.invalid');
    };
    const problems = liveProblems(checked, describe, describeIssue);
    return { problems: problems.length ? problems : NO_PROBLEMS, language: i18n.language };
  }, [checked, t, i18n.language]);
  return live.problems;
}

/** The live problems with the server's about nodes not edited since it made them. */
export function useProblemIndex(
  graph: SceneGraph,
  live: Problem[],
  fromServer: ServerProblem[],
): ProblemIndex {
  return useMemo(
    () => indexProblems([...live, ...stillStanding(fromServer, graph)]),
    [live, fromServer, graph],
  );
}
