import type { Widen } from '@/lib/locale-types';

/** The models feature's texts (namespace `models`); the source every other language follows. */
const zhCN = {
  models: {
    intro:
      '为团队配置兼容 OpenAI 接口的模型服务（OpenAI、DeepSeek、通义千问、Moonshot、Ollama、vLLM 等）。',
    add: '添加模型服务',
    readOnly: '只有团队的所有者和管理员可以修改模型设置，你可以查看当前配置。',
    loadFailed: '无法读取模型服务，请稍后重试',
    retry: '重试',
    orgTitle: '团队的模型服务',
    empty: {
      title: '还没有添加模型服务',
      text: '团队和平台都没有可用的模型时，对话由内置的离线应答器回复：它会说明尚未配置模型以及如何添加。',
    },
    card: {
      baseUrl: '接口地址',
      apiKey: 'API 密钥',
      noKey: '未设置',
      models: '模型',
      defaultModel: '默认模型',
      enabled: '启用',
      disabled: '已停用',
      vision: '图片',
      contextSize: '{{size}} 上下文',
      embedding: '向量',
      test: '测试连接',
      edit: '编辑',
      delete: '删除',
      deleteConfirm: '删除模型服务「{{name}}」？使用它的对话将改用其他模型。',
      deleted: '模型服务已删除',
      enabledSaved: '「{{name}}」已启用',
      disabledSaved: '「{{name}}」已停用',
    },
    form: {
      createTitle: '添加模型服务',
      editTitle: '编辑模型服务',
      name: '名称',
      namePlaceholder: '例如：DeepSeek',
      baseUrl: '接口地址（Base URL）',
      baseUrlPlaceholder: 'https://api.openai.com/v1',
      apiKey: 'API 密钥',
      apiKeyPlaceholder: '选填：本地服务（如 Ollama）可不填',
      apiKeyKeep: '已保存 {{masked}}，留空则保持不变',
      apiKeyNone: '当前未保存密钥，留空则保持为空',
      apiKeyReenter: '地址已修改，请重新输入密钥',
      clearKey: '清除已保存的密钥',
      keyHint: '密钥加密保存，保存后不再显示。',
      models: '模型',
      modelId: '模型名称',
      modelIdPlaceholder: '例如：gpt-4o-mini',
      kind: '类型',
      kinds: { chat: '对话', embedding: '向量（Embedding）' },
      kindShort: { chat: '对话', embedding: '向量' },
      embeddingNote: '用于知识库检索，无需设置上下文和图片',
      vision: '支持图片',
      contextSize: '上下文长度',
      contextSizeRange: '上下文长度需为 1024 到 10000000 之间的整数',
      tooLong: '内容过长',
      addModel: '添加模型',
      removeModel: '移除模型',
      defaultModel: '默认模型',
      defaultModelPlaceholder: '不选则使用第一个对话模型',
      enabled: '启用',
      cancel: '取消',
      save: '保存',
      created: '已添加「{{name}}」',
      saved: '已保存「{{name}}」',
      testNeedsModel:
        '请先填写至少一个模型：连接测试会向对话模型发送一条消息，或让向量模型转换一个词',
    },
    test: {
      run: '测试连接',
      ok: '连接成功 · {{ms}} ms',
      failed: '连接失败',
      reply: '模型回复：{{reply}}',
    },
    platform: {
      title: '平台提供的模型',
      hint: '由平台管理员在服务器环境中配置，所有团队可用，此处只读。',
      default: '默认',
    },
  },
} as const;

export type Messages = Widen<typeof zhCN>;

export default zhCN;
