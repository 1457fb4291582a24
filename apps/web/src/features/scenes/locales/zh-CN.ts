import editor from './editor.zh-CN';

/** The business scenes' words, in Chinese: the source every other language follows. */
const zhCN = {
  list: {
    intro:
      '把团队的销售或客服流程画成场景：问候、识别需求、查知识库、收集姓名和手机号、报价、必要时转人工。助手按发布的版本执行。',
    create: '新建场景',
    search: '搜索场景名称',
    empty: '还没有业务场景',
    emptyText: '从模板开始：客服分诊、留资收集、销售报价，或从空白画起。',
    noMatch: '没有找到匹配的场景',
    noMatchText: '换个关键词试试。',
    loadFailed: '场景列表加载失败',
    owner: '创建者',
    published: '已发布 v{{version}}',
    unpublished: '未发布',
    changed: '有未发布的修改',
    helpers: '使用中的助手',
    noHelpers: '暂无助手使用',
    nodes: '{{count}} 个节点',
    updated: '更新于 {{time}}',
    open: '编辑',
    delete: '删除',
    deleteTitle: '删除场景“{{name}}”？',
    deleteText: '场景的所有版本和运行记录将一并删除，且无法恢复。',
    deleted: '场景已删除',
    phoneHint: '在手机上可以查看场景和试运行；编辑画布需要更大的屏幕。',
  },
  create: {
    title: '新建场景',
    name: '名称',
    namePlaceholder: '如：官网客服分诊',
    description: '简介',
    template: '从模板开始',
    templates: {
      blank: { title: '空白场景', text: '一个开始节点和一个模型回复。' },
      triage: { title: '客服分诊', text: '识别意图 → 查知识库回答，投诉转人工。' },
      lead: { title: '留资收集', text: '提取姓名和手机号，请访客确认后保存。' },
      quote: { title: '销售报价', text: '提取产品和数量，调用价格接口后报价。' },
    },
    submit: '创建',
    cancel: '取消',
  },
  editor,
} as const;

export default zhCN;
