import { plural } from '@/lib/locale-types';
import type { Messages } from './zh-CN';

const enUS: Messages = {
  models: {
    intro:
      'Configure OpenAI-compatible model services for the team (OpenAI, DeepSeek, Qwen, Moonshot, Ollama, vLLM…).',
    add: 'Add a provider',
    readOnly: 'Only the team’s owners and admins can change the model settings; you can view them.',
    loadFailed: 'Could not load the model providers; try again later',
    retry: 'Retry',
    orgTitle: 'The team’s model providers',
    empty: {
      title: 'No model provider yet',
      text: "Without any model (the team's or the platform's), chats are answered by the built-in offline answerer, which says that no model is configured and how to add one.",
    },
    card: {
      baseUrl: 'Base URL',
      apiKey: 'API key',
      noKey: 'Not set',
      models: 'Models',
      defaultModel: 'Default model',
      enabled: 'Enabled',
      disabled: 'Disabled',
      vision: 'Images',
      contextSize: '{{size}} context',
      embedding: 'Embedding',
      test: 'Test connection',
      edit: 'Edit',
      delete: 'Delete',
      deleteConfirm:
        'Delete the provider “{{name}}”? Chats that use it will switch to another model.',
      deleted: 'Provider deleted',
      enabledSaved: '“{{name}}” enabled',
      disabledSaved: '“{{name}}” disabled',
    },
    form: {
      createTitle: 'Add a model provider',
      editTitle: 'Edit the model provider',
      name: 'Name',
      namePlaceholder: 'e.g. DeepSeek',
      baseUrl: 'Base URL',
      baseUrlPlaceholder: 'https://api.openai.com/v1',
      apiKey: 'API key',
      apiKeyPlaceholder: 'Optional: local services (e.g. Ollama) need none',
      apiKeyKeep: 'Saved: {{masked}}. Leave empty to keep it',
      apiKeyNone: 'No key is saved. Leave empty to keep it that way',
      apiKeyReenter: 'The address changed: enter the key again',
      clearKey: 'Remove the saved key',
      keyHint: 'The key is stored encrypted and never shown again.',
      models: 'Models',
      modelId: 'Model name',
      modelIdPlaceholder: 'e.g. gpt-4o-mini',
      kind: 'Kind',
      kinds: { chat: 'Chat', embedding: 'Embedding' },
      kindShort: { chat: 'Chat', embedding: 'Embedding' },
      embeddingNote: 'Used for knowledge-base search; no context size or images',
      vision: 'Takes images',
      contextSize: 'Context size',
      contextSizeRange: 'The context size is a whole number from 1024 to 10000000',
      tooLong: 'Too long',
      addModel: 'Add a model',
      removeModel: 'Remove the model',
      defaultModel: 'Default model',
      defaultModelPlaceholder: 'None chosen: the first chat model',
      enabled: 'Enabled',
      cancel: 'Cancel',
      save: 'Save',
      created: 'Added “{{name}}”',
      saved: 'Saved “{{name}}”',
      testNeedsModel:
        'Enter at least one model first: the test sends a chat model a message, or has an embedding model embed a word',
    },
    presets: {
      label: 'Preset',
      placeholder: 'Fills in the name and base URL',
      names: {
        deepseek: 'DeepSeek',
        qwen: 'Qwen (Alibaba Cloud DashScope)',
        moonshot: 'Kimi (Moonshot AI)',
        zhipu: 'Zhipu GLM',
        qianfan: 'Baidu Qianfan',
        doubao: 'Doubao (Volcengine Ark)',
        openai: 'OpenAI',
        azure: 'Azure OpenAI',
        ollama: 'Ollama (local)',
        vllm: 'vLLM (local)',
      },
      local:
        'A local service: the address is on this machine or the company network, so a platform admin must allow its host first; it usually needs no API key.',
      azure:
        'Replace your-resource in the address with your Azure resource name; the model names are your deployment names.',
      doubao: 'A model name may be a model ID or an inference endpoint ID (ep-…).',
    },
    fetch: {
      run: 'Fetch the model list',
      pick: 'Choose models to add',
      add: 'Add selected ({{count}})',
      empty: 'The service named no model: type the model names instead',
      failed: 'Could not fetch the model list',
      added: plural('{{count}} model added', '{{count}} models added'),
    },
    refused: {
      admin:
        'You are a platform admin: allow {{host}} under Model hosts, then come back and try again (no restart needed).',
      adminLink: 'Allow {{host}} in a new tab',
      member:
        'Ask a platform admin to allow {{host}} under Platform admin → Model hosts; then try again.',
    },
    test: {
      run: 'Test connection',
      ok: 'Connected · {{ms}} ms',
      failed: 'Connection failed',
      reply: 'Model reply: {{reply}}',
    },
    platform: {
      title: 'Models provided by the platform',
      hint: 'Set up by the platform admins in the server environment, available to every team; read-only here.',
      default: 'Default',
    },
  },
};

export default enUS;
