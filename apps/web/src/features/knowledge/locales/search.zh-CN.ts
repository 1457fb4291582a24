/** Search by meaning (key `search` of the `knowledge` texts): the settings and the retrieval test. */
const search = {
  title: '检索方式',
  model: '向量模型',
  modelHint: '把文档和问题转换成向量，按意思而不只是字面查找段落。更换模型后，全部文档会重新索引。',
  none: '不使用（仅全文检索）',
  option: '{{model}} · {{provider}}',
  platform: '{{model}} · {{provider}}（平台）',
  gone: '{{model}}（已不可用）',
  mode: '检索模式',
  modes: { fulltext: '全文', hybrid: '混合（推荐）', vector: '语义' },
  modeHints: {
    fulltext: '按问题里的字词匹配，适合查型号、编号和专有名词；不需要向量模型。',
    hybrid: '同时按字词和语义检索再合并排序：既能精确命中，也能理解换了说法的提问。',
    vector: '只按意思相近检索，适合口语化的提问；编号等需要精确匹配的词可能找不到。',
  },
  needsModel: '未选择向量模型：混合和语义模式都会按全文检索。',
  noPgvector:
    '当前数据库没有安装 pgvector 扩展，只能按全文检索；这里的设置会保存，换到支持向量的数据库后生效。内置数据库和安装了 pgvector 的 PostgreSQL 都支持语义检索。',
  missing:
    '此知识库的向量模型「{{model}}」已被删除或停用，检索已改为全文检索。请选择其他向量模型，或选择「不使用」。',
  noModels:
    '团队还没有向量模型。请在模型设置中给模型服务添加一个模型，类型选择「向量（Embedding）」，例如 text-embedding-3-small 或 bge-m3。',
  toModels: '前往模型设置',
  loadFailed: '无法读取可用的向量模型',
  reindexTitle: '重新索引全部文档？',
  reindexContent:
    '保存后，这个知识库的 {{count}} 个文档会用向量模型「{{model}}」重新索引；完成前语义检索的结果可能不完整。',
  reindexOk: '保存并重新索引',
  used: {
    hybrid: '检索方式：语义 + 全文（混合）',
    vector: '检索方式：语义',
    fulltext: '检索方式：全文',
  },
  unavailable: '语义检索不可用，已改用全文检索',
  unavailableHint: '数据库不支持向量检索，或知识库的向量模型已被删除或停用。',
  failed: '向量模型没有响应，本次只按全文检索',
  failedHint: '请稍后重试，或在模型设置中测试该模型服务的连接。',
  textRank: '全文第 {{rank}}',
  vectorRank: '语义第 {{rank}}',
  similarity: '相似度 {{value}}',
} as const;

export default search;
