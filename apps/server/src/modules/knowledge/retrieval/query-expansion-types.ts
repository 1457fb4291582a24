/**
 * Other words for a question, made elsewhere (a synonym list, a model's rewrite) and handed to
 * retrieval, which matches and ranks by them too.
 */
export interface QueryExpansion {
  /** For a word of the question, words that mean the same; they count a little less than it. */
  synonyms: Map<string, string[]>;
  /** The whole question put other ways; a passage scores by the phrasing it answers best. */
  alternatives: string[];
}
