import { RETRIEVAL_FOUND_SCORE, type RetrievalResult } from '@miaoyu/contracts';
import { describe, expect, it } from 'vitest';
import { CHAT_TEST_ENV, chatUsers } from '../../../../test/chat';
import { DATABASE_KINDS } from '../../../../test/databases';
import { useTestApp } from '../../../../test/harness';
import { knowledgeOf } from '../../../../test/knowledge';
import { RETRIEVAL_SETS } from '../../../../test/retrieval/sets';

/**
 * Judged by passage, not by document: long documents cut into many passages, questions asked
 * the way customers ask, a question found when one of the top 5 passages holds its answer's
 * exact words; questions the documents cannot answer must score under the default threshold.
 */
describe.each(DATABASE_KINDS)('retrieval quality on %s', (kind) => {
  const t = useTestApp(kind, { ...CHAT_TEST_ENV, JOBS_POLL_INTERVAL_MS: '500' });
  const user = chatUsers(t);

  it.each(RETRIEVAL_SETS.map((set, i) => ({ ...set, phone: `135000009${i}0` })))(
    'set $name: the answering passage is in the top 5, and answerable questions score at the threshold',
    async ({ name, documents, questions, unanswerable, floors, phone }) => {
      const me = await user(phone);
      const kb = knowledgeOf(t, me);
      const datasetId = await kb.create(`检索 ${name}`, {
        topK: 5,
        searchMode: 'fulltext',
        // The search itself is measured: the stub model's rewrites would only echo the question.
        queryRewrite: false,
      });
      for (const doc of documents) {
        const res = await kb.upload(datasetId, `${doc.title}.md`, Buffer.from(doc.markdown));
        expect(res.statusCode, res.body).toBe(200);
      }
      const docs = await kb.settled(datasetId, 60_000);
      expect(docs.filter((d) => d.status !== 'done')).toEqual([]);
      const ask = async (question: string) => {
        const res = await kb.search(datasetId, question);
        expect(res.statusCode, res.body).toBe(200);
        return res.json() as RetrievalResult;
      };
      // As the bot decides a hand-off: by the best score among the passages found.
      const best = (r: RetrievalResult) => Math.max(0, ...r.list.map((c) => c.score));

      const misses: string[] = [];
      const unsure: string[] = [];
      const lower: string[] = [];
      const answerableBest: number[] = [];
      const unanswerableBest: number[] = [];
      let reciprocal = 0;
      for (const { question, document, answer } of questions) {
        const result = await ask(question);
        expect(result.list.length).toBeLessThanOrEqual(5);
        const at = result.list.findIndex((c) => c.content.includes(answer));
        if (at >= 0) reciprocal += 1 / (at + 1);
        if (at > 0)
          lower.push(
            `  ${question}: at ${at + 1} (${result.list[at]!.score}), first ${result.list[0]!.score} ${result.list[0]!.content.slice(0, 24).replace(/\s+/g, ' ')}`,
          );
        if (at < 0)
          misses.push(
            `  ${question} → ${document}: 「${answer}」 (got ${result.list
              .map((c) => `${c.score} ${c.content.slice(0, 24).replace(/\s+/g, ' ')}`)
              .join(' | ')})`,
          );
        answerableBest.push(best(result));
        if (best(result) < RETRIEVAL_FOUND_SCORE) unsure.push(`  ${question}: ${best(result)}`);
      }
      const answered: string[] = [];
      for (const question of unanswerable) {
        const result = await ask(question);
        unanswerableBest.push(best(result));
        if (best(result) >= RETRIEVAL_FOUND_SCORE)
          answered.push(`  ${question}: ${best(result)} ${result.list[0]!.content.slice(0, 30)}`);
      }
      const n = questions.length;
      const recall = (n - misses.length) / n;
      const mrr = reciprocal / n;
      const above = (n - unsure.length) / n;
      const below = unanswerable.length - answered.length;
      // The figures docs/benchmarks.md quotes, printed with what they missed.
      process.stdout.write(
        [
          `retrieval on ${kind}, set ${name} (${documents.length} documents, ${n} questions, threshold ${RETRIEVAL_FOUND_SCORE}):`,
          `recall@5 ${recall.toFixed(3)}, MRR ${mrr.toFixed(3)}, answerable above ${above.toFixed(3)}, unanswerable below ${below}/${unanswerable.length}`,
          `best scores, answerable: ${answerableBest.sort((a, b) => a - b).join(' ')}`,
          `best scores, unanswerable: ${unanswerableBest.sort((a, b) => a - b).join(' ')}`,
          `found below the first:`,
          ...lower,
          `missed:`,
          ...misses,
          `answerable under the threshold:`,
          ...unsure,
          `unanswerable over the threshold:`,
          ...answered,
          '',
        ].join('\n'),
      );
      expect(recall, misses.join('\n')).toBeGreaterThanOrEqual(floors.recall);
      expect(mrr).toBeGreaterThanOrEqual(floors.mrr);
      expect(above, unsure.join('\n')).toBeGreaterThanOrEqual(floors.above);
    },
    120_000,
  );
});
