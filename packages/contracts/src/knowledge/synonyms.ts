import { z } from 'zod';
import { charCount, safeText } from '../text';
import { retrievalResultSchema } from './retrieval';

/** A knowledge base's synonym list: how many groups, words in a group, characters in a word. */
export const SYNONYM_LIMITS = { groups: 500, wordsPerGroup: 20, wordChars: 20 } as const;

/** What separates the words of a group written on one line: spaces, commas, 、 and semicolons. */
export const SYNONYM_SEPARATOR = /[\s,，、;；]+/u;

/** A word of a group: trimmed, 1–20 characters, none of the separators inside. */
const synonymWordSchema = safeText()
  .trim()
  .refine(
    (word) =>
      word.length > 0 &&
      charCount(word) <= SYNONYM_LIMITS.wordChars &&
      !SYNONYM_SEPARATOR.test(word),
    { message: 'validation.synonymWord' },
  );

/** The same word written twice (in any letter case) counts once; the first spelling stays. */
function distinctWords(words: string[]): string[] {
  const seen = new Set<string>();
  return words.filter((word) => {
    const key = word.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** Words that mean the same: at least two different ones. */
export const synonymGroupSchema = z
  .array(synonymWordSchema)
  .max(SYNONYM_LIMITS.wordsPerGroup, { message: 'validation.synonymGroup' })
  .transform(distinctWords)
  .refine((words) => words.length >= 2, { message: 'validation.synonymGroup' });

const groupKey = (words: string[]) =>
  words
    .map((w) => w.toLowerCase())
    .sort()
    .join('\u0001');

/** The whole list as a team saves it; a group repeated (same words in any order) is kept once. */
export const datasetSynonymsBodySchema = z.object({
  groups: z
    .array(synonymGroupSchema)
    .max(SYNONYM_LIMITS.groups, { message: 'validation.synonymGroups' })
    .transform((groups) => {
      const seen = new Set<string>();
      return groups.filter((words) => {
        const key = groupKey(words);
        if (seen.has(key)) return false;
        seen.add(key);
        return true;
      });
    }),
});
export type DatasetSynonymsBody = z.input<typeof datasetSynonymsBodySchema>;

export const datasetSynonymsSchema = z
  .object({ groups: z.array(z.array(z.string())) })
  .meta({ id: 'DatasetSynonyms' });
export type DatasetSynonyms = z.infer<typeof datasetSynonymsSchema>;

/**
 * Whether a model rewrote the question: `used`; `off` (the knowledge base turned it off); `noModel`
 * (the team has no generative model); `timeout` (no answer within the time budget); `failed`.
 */
export const QUERY_REWRITE_STATUSES = ['used', 'off', 'noModel', 'timeout', 'failed'] as const;
export type QueryRewriteStatus = (typeof QUERY_REWRITE_STATUSES)[number];

/** What a question was searched with besides its own words, as the test page shows it. */
export const queryExpansionReportSchema = z.object({
  /** Words of the question that the team's synonym list has, with the words searched for them. */
  synonyms: z.array(z.object({ word: z.string(), synonyms: z.array(z.string()) })),
  /** The model's other phrasings of the question. */
  alternatives: z.array(z.string()),
  rewrite: z.enum(QUERY_REWRITE_STATUSES),
});
export type QueryExpansionReport = z.infer<typeof queryExpansionReportSchema>;

/** The test page's answer: the passages, and how the question was expanded to find them. */
export const retrievalTestResultSchema = retrievalResultSchema.extend({
  expansion: queryExpansionReportSchema,
});
export type RetrievalTestResult = z.infer<typeof retrievalTestResultSchema>;
