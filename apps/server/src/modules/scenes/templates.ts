import {
  sceneGraphSchema,
  type Locale,
  type SceneGraph,
  type SceneGraphInput,
  type SceneTemplate,
} from '@miaoyu/contracts';

/**
 * The scenes a team starts from: a blank one, a customer-service triage, a lead capture and a
 * sales quote. Their words are in the language of the person who creates them.
 */

const TEXTS = {
  'zh-CN': {
    product: '产品咨询',
    complaint: '投诉或售后',
    other: '其他',
    sorry: '很抱歉给您带来不便，我这就为您转接人工客服，请稍等。',
    askLead: '方便留下您的称呼和手机号吗？我们的顾问会尽快联系您。',
    thanks: '谢谢{{ lead.name }}！我们会尽快通过 {{ lead.phone }} 联系您。',
    confirm: '确认提交',
    change: '我要修改',
    confirmPrompt: '请确认您的信息：{{ lead.name }}，{{ lead.phone }}',
    quoteFields: ['产品名称', '数量'],
    quoteAnswer:
      '{{ product.product }} × {{ product.quantity }}，报价：{{ price.json.total }} 元。',
    askProduct: '请告诉我您想要的产品和数量，例如“A4 打印纸 20 箱”。',
  },
  'en-US': {
    product: 'Product question',
    complaint: 'Complaint or after-sales',
    other: 'Other',
    sorry: "I'm sorry for the trouble. I'm passing you to a colleague now; one moment please.",
    askLead: 'Could you leave your name and phone number? An adviser will call you soon.',
    thanks: 'Thank you, {{ lead.name }}! We will call you at {{ lead.phone }} soon.',
    confirm: 'Confirm',
    change: 'Change',
    confirmPrompt: 'Please confirm: {{ lead.name }}, {{ lead.phone }}',
    quoteFields: ['product name', 'quantity'],
    quoteAnswer: '{{ product.product }} × {{ product.quantity }}: {{ price.json.total }} in total.',
    askProduct: 'Which product would you like, and how many? For example "A4 paper, 20 boxes".',
  },
} as const;

const at = (x: number, y: number) => ({ x, y });
const edge = (source: string, target: string, sourceHandle = 'out') => ({
  id: `${source}-${sourceHandle}-${target}`,
  source,
  sourceHandle,
  target,
});

function graphOf(template: SceneTemplate, locale: Locale): SceneGraphInput {
  const t = TEXTS[locale];
  const start = { id: 'start', type: 'start' as const, position: at(80, 200), settings: {} };
  switch (template) {
    case 'blank':
      return {
        nodes: [start, { id: 'reply', type: 'llm', position: at(380, 200), settings: {} }],
        edges: [edge('start', 'reply')],
      };
    case 'triage':
      return {
        nodes: [
          start,
          {
            id: 'intent',
            type: 'classifier',
            position: at(360, 200),
            settings: {
              classes: [
                { id: 'product', label: t.product },
                { id: 'complaint', label: t.complaint },
                { id: 'other', label: t.other },
              ],
            },
          },
          { id: 'kb', type: 'knowledge', position: at(660, 100), settings: {} },
          {
            id: 'reply',
            type: 'llm',
            position: at(960, 100),
            settings: { prompt: '{{ kb.passages }}\n\n{{ start.question }}' },
          },
          {
            id: 'person',
            type: 'handover',
            position: at(660, 320),
            settings: { message: t.sorry },
          },
        ],
        edges: [
          edge('start', 'intent'),
          edge('intent', 'kb', 'product'),
          edge('intent', 'kb', 'other'),
          edge('kb', 'reply'),
          edge('intent', 'person', 'complaint'),
        ],
      };
    case 'lead':
      return {
        variables: [
          { name: 'name', type: 'string' },
          { name: 'phone', type: 'string' },
        ],
        nodes: [
          start,
          {
            id: 'lead',
            type: 'extractor',
            position: at(360, 200),
            settings: {
              fields: [
                { name: 'name', type: 'string', description: 'name / 称呼', required: true },
                {
                  name: 'phone',
                  type: 'string',
                  description: 'mobile phone / 手机号',
                  required: true,
                },
              ],
            },
          },
          {
            id: 'has_all',
            type: 'ifelse',
            position: at(660, 200),
            settings: {
              cases: [{ id: 'yes', conditions: [{ left: 'lead.complete', op: 'is_true' }] }],
            },
          },
          {
            id: 'confirm',
            type: 'ask',
            position: at(960, 120),
            settings: {
              prompt: t.confirmPrompt,
              options: [
                { id: 'ok', label: t.confirm },
                { id: 'change', label: t.change },
              ],
            },
          },
          {
            id: 'store',
            type: 'assign',
            position: at(1260, 60),
            settings: {
              assignments: [
                { variable: 'name', from: { kind: 'ref', ref: 'lead.name' } },
                { variable: 'phone', from: { kind: 'ref', ref: 'lead.phone' } },
              ],
            },
          },
          { id: 'thanks', type: 'answer', position: at(1560, 60), settings: { text: t.thanks } },
          {
            id: 'ask_lead',
            type: 'answer',
            position: at(1260, 320),
            settings: { text: t.askLead },
          },
        ],
        edges: [
          edge('start', 'lead'),
          edge('lead', 'has_all'),
          edge('has_all', 'confirm', 'yes'),
          edge('has_all', 'ask_lead', 'else'),
          edge('confirm', 'store', 'ok'),
          edge('confirm', 'ask_lead', 'change'),
          edge('store', 'thanks'),
        ],
      };
    case 'quote':
      return {
        nodes: [
          start,
          {
            id: 'product',
            type: 'extractor',
            position: at(360, 200),
            settings: {
              fields: [
                { name: 'product', type: 'string', description: t.quoteFields[0], required: true },
                { name: 'quantity', type: 'number', description: t.quoteFields[1], required: true },
              ],
            },
          },
          {
            id: 'has_all',
            type: 'ifelse',
            position: at(660, 200),
            settings: {
              cases: [{ id: 'yes', conditions: [{ left: 'product.complete', op: 'is_true' }] }],
            },
          },
          {
            id: 'price',
            type: 'http',
            position: at(960, 120),
            onError: { mode: 'branch' },
            settings: {
              method: 'POST',
              url: 'https://price.example.com/quote',
              headers: [{ name: 'content-type', value: 'application/json' }],
              body: '{"product": {{ product.product | json }}, "quantity": {{ product.quantity | json }}}',
            },
          },
          {
            id: 'quote',
            type: 'answer',
            position: at(1260, 80),
            settings: { text: t.quoteAnswer },
          },
          {
            id: 'no_price',
            type: 'handover',
            position: at(1260, 220),
            settings: { message: t.sorry },
          },
          {
            id: 'ask_product',
            type: 'answer',
            position: at(960, 320),
            settings: { text: t.askProduct },
          },
        ],
        edges: [
          edge('start', 'product'),
          edge('product', 'has_all'),
          edge('has_all', 'price', 'yes'),
          edge('has_all', 'ask_product', 'else'),
          edge('price', 'quote'),
          edge('price', 'no_price', 'error'),
        ],
      };
  }
}

export function sceneTemplate(template: SceneTemplate, locale: Locale = 'zh-CN'): SceneGraph {
  return sceneGraphSchema.parse(graphOf(template, locale));
}
