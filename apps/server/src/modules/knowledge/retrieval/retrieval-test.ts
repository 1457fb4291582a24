import type { FastifyInstance } from 'fastify';
import type { RetrievalTestResult, retrievalTestSchema } from '@miaoyu/contracts';
import type { z } from 'zod';
import type { Config } from '../../../config';
import type { Caller } from '../../../lib/scope';
import { loadModelCatalog, pickTarget } from '../../models';
import { readableDataset } from '../datasets/datasets.service';
import type { Embedder } from './embedder';
import { expandQuestion } from './query-expansion';
import { retrieve } from './retrieval';

type RetrievalInput = z.output<typeof retrievalTestSchema>;

/**
 * The test page: what a question finds in one dataset, scored, with where each passage is, and
 * what it was searched with besides its words (the team's synonyms, the team's default model's
 * rephrasings), so a team sees why a passage matched.
 */
export async function testRetrieval(
  app: FastifyInstance,
  config: Config,
  embedder: Embedder,
  caller: Caller,
  orgId: bigint,
  datasetId: bigint,
  input: RetrievalInput,
  signal: AbortSignal,
): Promise<RetrievalTestResult> {
  const dataset = await readableDataset(app, caller, orgId, datasetId);
  const model = dataset.queryRewrite
    ? pickTarget(await loadModelCatalog(app.db, config, app.llm.box, orgId), undefined, '')
    : null;
  const { expansion, report } = await expandQuestion(
    app,
    config,
    orgId,
    [dataset],
    input.question,
    { model, earlier: async () => [] },
    signal,
  );
  const result = await retrieve(
    app.db,
    orgId,
    [dataset],
    input.question,
    { topK: input.topK ?? dataset.topK, minScore: dataset.minScore },
    embedder,
    expansion,
  );
  return { ...result, expansion: report };
}
