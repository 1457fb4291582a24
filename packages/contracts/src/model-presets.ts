/**
 * Model services the add-provider form can fill in: each speaks the OpenAI wire format at its
 * base URL. `local` ones run on the team's own machine or network, so the outbound guard refuses
 * them until a platform admin allows their host. The web names them (locale keys by `id`).
 */
export const MODEL_PROVIDER_PRESETS = [
  { id: 'deepseek', baseUrl: 'https://api.deepseek.com/v1', local: false, needsKey: true },
  {
    id: 'qwen',
    baseUrl: 'https://dashscope.aliyuncs.com/compatible-mode/v1',
    local: false,
    needsKey: true,
  },
  { id: 'moonshot', baseUrl: 'https://api.moonshot.cn/v1', local: false, needsKey: true },
  { id: 'zhipu', baseUrl: 'https://open.bigmodel.cn/api/paas/v4', local: false, needsKey: true },
  { id: 'qianfan', baseUrl: 'https://qianfan.baidubce.com/v2', local: false, needsKey: true },
  {
    id: 'doubao',
    baseUrl: 'https://ark.cn-beijing.volces.com/api/v3',
    local: false,
    needsKey: true,
  },
  { id: 'openai', baseUrl: 'https://api.openai.com/v1', local: false, needsKey: true },
  {
    // The resource name is the customer's own: the form asks to replace it.
    id: 'azure',
    baseUrl: 'https://your-resource.openai.azure.com/openai/v1',
    local: false,
    needsKey: true,
  },
  { id: 'ollama', baseUrl: 'http://127.0.0.1:11434/v1', local: true, needsKey: false },
  { id: 'vllm', baseUrl: 'http://127.0.0.1:8000/v1', local: true, needsKey: false },
] as const;

export type ModelProviderPreset = (typeof MODEL_PROVIDER_PRESETS)[number];
export type ModelProviderPresetId = ModelProviderPreset['id'];
