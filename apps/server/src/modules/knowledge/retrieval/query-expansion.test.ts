import { describe, expect, it } from 'vitest';
import { synonymsIn } from './query-expansion';
import { phrasingLines, rewriteMessages } from './query-rewrite';

const GROUPS = [
  ['退款', '退钱', '退费'],
  ['境外', '海外', '国外'],
  ['手机', '移动电话'],
  ['电话', '座机'],
  ['App', '应用'],
];

describe('synonymsIn', () => {
  it('finds the group words a question contains and gives the others of their group', () => {
    expect(synonymsIn('买了不想要了，怎么退钱？海外订单也可以吗', GROUPS)).toEqual(
      new Map([
        ['退钱', ['退款', '退费']],
        ['海外', ['境外', '国外']],
      ]),
    );
  });

  it('lets the longer of overlapping words stand (电话 inside 移动电话)', () => {
    expect([...synonymsIn('移动电话怎么报修', GROUPS)]).toEqual([['移动电话', ['手机']]]);
    expect([...synonymsIn('座机电话怎么报修', GROUPS)]).toEqual([
      ['座机', ['电话']],
      ['电话', ['座机']],
    ]);
  });

  it('reads Latin words whole and in any case or width, but not inside longer words', () => {
    expect([...synonymsIn('ＡＰＰ 打不开', GROUPS)]).toEqual([['app', ['应用']]]);
    expect([...synonymsIn('我的app打不开', GROUPS)]).toEqual([['app', ['应用']]]);
    expect(synonymsIn('apple 手表', GROUPS).has('app')).toBe(false);
    expect(synonymsIn('happy', GROUPS).size).toBe(0);
  });

  it('merges the groups a word belongs to', () => {
    const groups = [
      ['保修', '质保'],
      ['保修', '维修保障', '质保'],
    ];
    expect([...synonymsIn('保修多久', groups)]).toEqual([['保修', ['质保', '维修保障']]]);
  });
});

describe('query rewriting', () => {
  it('keeps a reply’s phrasings, not its numbering, preface, the question or an answer', () => {
    const reply = [
      '以下是改写：',
      '1. 旅行转换插头可以在境外使用吗',
      '- “转换插头 境外 电压范围”',
      '那它出国能用吗',
      '（3）出国旅行时转换插头能否使用',
      '长'.repeat(201),
      '旅行转换插头可以在境外使用吗',
      '第四个问法',
    ].join('\n');
    expect(phrasingLines(reply, '那它出国能用吗')).toEqual([
      '旅行转换插头可以在境外使用吗',
      '转换插头 境外 电压范围',
      '出国旅行时转换插头能否使用',
    ]);
  });

  it('shows the model the last turns and the question, in the question’s language', () => {
    const earlier = Array.from({ length: 6 }, (_, i) => ({
      role: i % 2 === 0 ? ('user' as const) : ('assistant' as const),
      content: `第${i}条`,
    }));
    const [zh] = rewriteMessages('那它多少钱', earlier);
    const text = String(zh!.content);
    expect(text).not.toContain('第1条');
    expect(text).toContain('用户: 第2条\n助手: 第3条\n用户: 第4条\n助手: 第5条');
    expect(text).toContain('当前问题：那它多少钱');
    const [en] = rewriteMessages('how much is it', []);
    expect(String(en!.content)).toContain('Current question: how much is it');
  });
});
