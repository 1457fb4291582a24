/**
 * What a question is searched with besides its own words: the team's synonyms for the words it
 * contains, the product's own list (builtin-synonyms.ts, for knowledge bases that keep it on),
 * and a model's other phrasings of it. None of the npm registry's lists serves: none lists words
 * of the same meaning (not merely related ones) under a licence we can use.
 */
import type { FastifyInstance } from 'fastify';
import type { QueryExpansionReport } from '@miaoyu/contracts';
import type { Config } from '../../../config';
import type { RetrievalContext } from '../../conversation';
import type { QueryExpansion } from './query-expansion-types';
import { BUILTIN_SYNONYM_GROUPS } from './builtin-synonyms';
import { rewriteQuestion } from './query-rewrite';
import { synonymGroupsIn } from './synonyms.repo';

/** NFKC and lower case, as the segmenter reads text: 'ＡＰＰ' is 'app'. */
const normalize = (text: string) => text.normalize('NFKC').toLowerCase();

/** A letter or digit that continues a word of a script written with spaces (Latin, Cyrillic…). */
const JOINS = /^[\p{L}\p{N}]$/u;
const HAN = /^\p{Script=Han}$/u;
const joins = (char: string | undefined) =>
  char !== undefined && JOINS.test(char) && !HAN.test(char);

/** Whether text[start, end) is a whole word there: "app" is not found inside "apple". */
function standsAlone(text: string, start: number, end: number): boolean {
  const before = text[start - 1];
  const after = text[end];
  return !(joins(before) && joins(text[start])) && !(joins(after) && joins(text[end - 1]));
}

interface Match {
  start: number;
  end: number;
  word: string;
  group: string[];
}

/**
 * For each word of `groups` found in the question, the other words of its group(s). Where found
 * words overlap (电话 inside 移动电话), the longer one stands.
 */
export function synonymsIn(question: string, groups: string[][]): Map<string, string[]> {
  const text = normalize(question);
  const matches: Match[] = [];
  for (const group of groups)
    for (const raw of group) {
      const word = normalize(raw);
      if (word.length === 0) continue;
      for (let at = text.indexOf(word); at >= 0; at = text.indexOf(word, at + 1))
        if (standsAlone(text, at, at + word.length))
          matches.push({ start: at, end: at + word.length, word, group });
    }
  matches.sort((a, b) => b.end - b.start - (a.end - a.start) || a.start - b.start);
  const taken: Match[] = [];
  const found = new Map<string, string[]>();
  for (const m of matches) {
    const sameWord = taken.some((t) => t.word === m.word);
    if (!sameWord && taken.some((t) => m.start < t.end && t.start < m.end)) continue;
    taken.push(m);
    const others = m.group.filter((w) => normalize(w) !== m.word);
    const known = found.get(m.word) ?? [];
    const seen = new Set(known.map(normalize));
    found.set(m.word, [...known, ...others.filter((w) => !seen.has(normalize(w)))]);
  }
  return found;
}

export interface ExpansionDataset {
  id: bigint;
  queryRewrite: boolean;
  builtinSynonyms: boolean;
}

export interface ExpandedQuestion {
  expansion: QueryExpansion;
  report: QueryExpansionReport;
}

/**
 * The expansion of a question over some of the org's datasets: their synonym groups, and a
 * model's rephrasing when one answers and any of the datasets allows it (their settings combine
 * generously, as top K does). Both are asked at once; neither can fail the search.
 */
export async function expandQuestion(
  app: FastifyInstance,
  config: Config,
  orgId: bigint,
  datasets: ExpansionDataset[],
  question: string,
  context: RetrievalContext | undefined,
  signal: AbortSignal,
): Promise<ExpandedQuestion> {
  const wantsRewrite = datasets.some((d) => d.queryRewrite);
  const model = context?.model ?? null;
  const [groups, rewrite] = await Promise.all([
    synonymGroupsIn(
      app.db,
      orgId,
      datasets.map((d) => d.id),
      normalize(question),
    ),
    !wantsRewrite || !model
      ? null
      : context!.earlier().then(
          (earlier) =>
            rewriteQuestion(model, question, earlier, {
              limits: app.llm.limits,
              budgetMs: config.KB_QUERY_REWRITE_TIMEOUT_MS,
              signal,
            }),
          () => ({ status: 'failed' as const, alternatives: [] }),
        ),
  ]);
  // The team's own groups first: where a word is in both, its team's words are tried first.
  const builtin = datasets.some((d) => d.builtinSynonyms) ? BUILTIN_SYNONYM_GROUPS : [];
  const synonyms = synonymsIn(question, [...groups, ...builtin]);
  const alternatives = rewrite?.alternatives ?? [];
  return {
    expansion: { synonyms, alternatives },
    report: {
      synonyms: [...synonyms].map(([word, words]) => ({ word, synonyms: words })),
      alternatives,
      rewrite: rewrite?.status ?? (wantsRewrite ? 'noModel' : 'off'),
    },
  };
}
