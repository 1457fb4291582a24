import type { Locale } from '@miaoyu/contracts';
import type { GatewayPart } from './gateway';

/** Who reads an answer: the team in the studio, or a visitor of one of its bots. */
export type Audience = 'studio' | 'visitor';

/** For the team, what to set up; a visitor is no one to tell about the team's configuration. */
const STUDIO_TEXT: Record<Locale, string> = {
  'zh-CN': [
    '**离线应答**：当前还没有配置任何大模型，所以我无法生成回答。',
    '',
    '配置方法（任选其一）：',
    '1. 团队所有者或管理员点击右上角的头像，打开 **模型设置**，添加一个 OpenAI 兼容的模型服务（填写接口地址、API Key 和模型名称），点击“测试连接”确认可用；',
    '2. 部署者在服务器环境变量中设置 `OPENAI_BASE_URL`、`OPENAI_API_KEY` 和 `LLM_MODEL`，然后重启服务。',
    '',
    '配置完成后，在输入框上方的模型选择器中选择模型，再重新发送问题即可。',
  ].join('\n'),
  'en-US': [
    '**Offline answer**: no language model is configured yet, so I cannot generate a reply.',
    '',
    'To configure one (either way works):',
    '1. A team owner or admin clicks their avatar at the top right and opens **Models**, adds an OpenAI-compatible provider (base URL, API key and model name) and clicks "Test connection";',
    '2. The operator sets `OPENAI_BASE_URL`, `OPENAI_API_KEY` and `LLM_MODEL` in the server environment and restarts it.',
    '',
    'Then pick the model in the model picker above the input box and send your question again.',
  ].join('\n'),
};

const VISITOR_TEXT: Record<Locale, string> = {
  'zh-CN': '抱歉，我暂时无法回答这个问题。请稍后再试，或请求人工客服。',
  'en-US': 'Sorry, I cannot answer this right now. Please try again later, or ask for a person.',
};

/** Without a model, a question the knowledge base has nothing for is told so, not quoted at. */
const NOTHING_FOUND_TEXT: Record<Audience, Record<Locale, string>> = {
  studio: {
    'zh-CN':
      '**知识库中没有找到与这个问题相关的内容。**当前没有配置大模型，所以只能引用知识库原文；可以换个说法再问，或在知识库中补充相关资料。',
    'en-US':
      '**Nothing in the knowledge base matches this question.** No language model is configured, so answers can only quote the knowledge base; try other words, or add the missing material to it.',
  },
  visitor: {
    'zh-CN': '抱歉，资料中没有找到与您的问题相关的内容。您可以换个说法再问，或请求人工客服。',
    'en-US':
      'Sorry, our documents say nothing about this question. Try asking in other words, or ask for a person.',
  },
};

/**
 * The built-in answerer used when no model is configured: it says so and never pretends.
 * `nothingFound`: the knowledge base was searched and held nothing good enough to quote.
 */
export async function* offlineAnswer(
  locale: Locale,
  audience: Audience,
  signal: AbortSignal,
  nothingFound = false,
): AsyncGenerator<GatewayPart> {
  const text = nothingFound
    ? NOTHING_FOUND_TEXT[audience][locale]
    : (audience === 'visitor' ? VISITOR_TEXT : STUDIO_TEXT)[locale];
  const lines = text.split(/(?<=\n)/);
  for (const line of lines) {
    if (signal.aborted) return;
    yield { type: 'delta', text: line };
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  yield { type: 'usage', promptTokens: 0, completionTokens: 0 };
}

const RETRIEVED_HEADING: Record<Audience, Record<Locale, string>> = {
  studio: {
    'zh-CN': '**以下是从知识库检索到的原文**（当前没有配置大模型，这不是模型生成的回答）：',
    'en-US':
      '**Passages retrieved from the knowledge base** (no language model is configured, so this is not a generated answer):',
  },
  visitor: {
    'zh-CN': '以下是资料中与您的问题最相关的内容：',
    'en-US': 'Here is what our documents say about your question:',
  },
};

/**
 * Without a model, a question that found passages is answered with them: quoted, numbered as
 * their citations are, and labelled as retrieved text.
 */
export async function* retrievedAnswer(
  locale: Locale,
  audience: Audience,
  passages: { title: string; text: string }[],
  signal: AbortSignal,
): AsyncGenerator<GatewayPart> {
  const parts = [
    `${RETRIEVED_HEADING[audience][locale]}\n\n`,
    ...passages.map((p, i) => `[${i + 1}] ${p.title}\n\n${p.text.replace(/^/gm, '> ')}\n\n`),
  ];
  for (const part of parts) {
    if (signal.aborted) return;
    yield { type: 'delta', text: part };
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  yield { type: 'usage', promptTokens: 0, completionTokens: 0 };
}
