/**
 * The demo team's samples: a knowledge base of a small appliance brand (a product FAQ and a
 * returns policy, ingested by the normal jobs), a chat helper, a sales helper and a
 * customer-service bot with a link, all built from the create dialogs' templates.
 */
import { readFile } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import { DEFAULT_BOT_SETTINGS } from '@miaoyu/contracts/bot';
import { BOT_VISITOR_DAY_RANGE, BOT_VISITOR_MINUTE_RANGE } from '@miaoyu/contracts/bot';
import type { CreateHelper } from '@miaoyu/contracts/helpers';
import {
  BOT_TEMPLATES,
  DATASET_TEMPLATES,
  HELPER_TEMPLATES,
  type HelperTemplateId,
} from '@miaoyu/contracts/templates';
import type { Config } from '../../config';
import type { Caller } from '../../lib/scope';
import { createKey, putBotSettings } from '../bot';
import { createHelper } from '../helpers';
import { addContent, createDataset, embedderFor, knowledgeLimits, pastedText } from '../knowledge';
import { loadModelCatalog } from '../models';

const LOCALE = 'zh-CN';
const TEXTS = new URL('./texts/', import.meta.url);

export const DEMO_DATASET = '暖屋客服知识库';
export const DEMO_DOCUMENTS = [
  { name: '产品常见问题', file: 'product-faq.md' },
  { name: '退换货政策', file: 'returns-policy.md' },
] as const;
export const DEMO_HELPERS = [
  { template: 'general', name: '暖屋小助手' },
  { template: 'sales', name: '暖屋销售话术' },
  { template: 'service', name: '暖屋在线客服' },
] as const satisfies readonly { template: HelperTemplateId; name: string }[];
export const DEMO_BOT_KEY = '官网链接';

const template = <T extends { id: string }>(list: readonly T[], id: string) =>
  list.find((item) => item.id === id)!;

function helperInput(id: HelperTemplateId, name: string, datasetId: string): CreateHelper {
  const t = template(HELPER_TEMPLATES, id);
  const bot = t.kind === 'service' ? template(BOT_TEMPLATES, 'aftersale') : null;
  return {
    name,
    kind: t.kind,
    description: t.description[LOCALE],
    instruction: t.instruction[LOCALE],
    welcome: (bot ?? t).welcome[LOCALE],
    suggestedQuestions: [...(bot ?? t).suggestedQuestions[LOCALE]],
    temperature: t.temperature,
    datasetIds: [datasetId],
    visibility: 'team',
  };
}

export async function addDemoContent(
  app: FastifyInstance,
  config: Config,
  owner: Caller,
  orgId: bigint,
): Promise<void> {
  const faq = template(DATASET_TEMPLATES, 'faq');
  const dataset = await createDataset(app, embedderFor(app, config), owner, orgId, {
    name: DEMO_DATASET,
    description: '暖屋小家电的产品问答和退换货政策（演示内容）',
    ...faq.settings,
  });
  for (const doc of DEMO_DOCUMENTS) {
    const text = await readFile(new URL(doc.file, TEXTS), 'utf8');
    await addContent(
      app,
      owner,
      orgId,
      BigInt(dataset.id),
      pastedText({ name: doc.name, text, folderId: null }),
      knowledgeLimits(config),
    );
  }
  const loadCatalog = (id: bigint) => loadModelCatalog(app.db, config, app.llm.box, id);
  for (const { template: id, name } of DEMO_HELPERS) {
    const helper = await createHelper(
      app,
      loadCatalog,
      owner,
      orgId,
      helperInput(id, name, dataset.id),
    );
    if (helper.kind !== 'service') continue;
    const { handoff } = template(BOT_TEMPLATES, 'aftersale');
    const helperId = BigInt(helper.id);
    await putBotSettings(app, owner, orgId, helperId, {
      ...DEFAULT_BOT_SETTINGS,
      handoff: { ...DEFAULT_BOT_SETTINGS.handoff, ...handoff },
    });
    await createKey(app, owner, orgId, helperId, {
      name: DEMO_BOT_KEY,
      allowedOrigins: [],
      expiresAt: null,
      perVisitorPerMinute: BOT_VISITOR_MINUTE_RANGE.default,
      perVisitorPerDay: BOT_VISITOR_DAY_RANGE.default,
    });
  }
}
