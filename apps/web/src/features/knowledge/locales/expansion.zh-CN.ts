/** Synonyms and query rewriting (key `expansion` of the `knowledge` texts): settings and the test page. */
const expansion = {
  title: '同义词',
  hint: '每行写一组意思相同的词，词之间用空格、逗号或顿号隔开。检索时，问题里出现其中一个词，也会用同组的其他词查找（排在原词的结果之后）。每组 2 到 20 个词，每个词最多 20 个字，最多 500 组。',
  label: '同义词列表',
  placeholder: '例如：\n退款 退钱 退费\n境外 海外 国外',
  count: '共 {{count}} 组',
  save: '保存同义词',
  saved: '同义词已保存',
  readOnly: '只有团队的所有者和管理员可以修改同义词。',
  loadFailed: '无法读取同义词列表',
  line: '第 {{line}} 行：{{message}}',
  rewrite: '用模型改写问题',
  rewriteHint:
    '团队配置了对话模型时，检索前先请模型写出 1 到 3 种其他问法一起检索，并按最近的对话补全“它”“这个”等指代。最多等待约 2 秒，超时只按原问题检索；会消耗模型用量。',
  builtin: '使用内置同义词',
  builtinHint:
    '除了本知识库的同义词列表，还按妙语内置的常用说法查找（如“退钱”也找“退款”，“饭补”也找“餐补”）。内置词表与团队的列表都命中时，团队的词排在前面。',
  used: '本次检索还使用了',
  synonymOf: '{{word}} → {{synonyms}}',
  alternatives: '模型改写的问法',
  noAlternatives: '模型没有给出其他问法',
  rewriteStatus: {
    used: '已用模型改写问题',
    off: '问题改写已关闭',
    noModel: '团队没有可用的对话模型，未改写问题',
    timeout: '模型没有及时回应，只按原问题检索',
    failed: '模型改写出错，只按原问题检索',
  },
} as const;

export default expansion;
