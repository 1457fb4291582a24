import { describe, expect, it } from 'vitest';
import { askedAnswerTypes, holdsAnswerType } from './answer-types';

describe('askedAnswerTypes', () => {
  it.each([
    ['周末门店几点开门呀', ['clock']],
    ['晚上十点半以后还有人吗', ['clock']],
    ['客服下班时间是', ['clock']],
    ['换个屏幕大概多少钱', ['money']],
    ['上门安装要另外收钱吗', ['money']],
    ['押金能退多少', ['money']],
    ['快递一般几天能到', ['span']],
    ['审核要多长时间', ['span']],
    ['会员能用几年', ['span']],
    ['明早几点送到 运费多少钱', ['clock', 'money']],
  ])('%s → %j', (question, types) => {
    expect(askedAnswerTypes(question)).toEqual(types);
  });

  it('finds no kind in a question that asks how or whether', () => {
    for (const question of ['怎么开发票', '能不能带宠物入住', '滤网怎么拆下来清洗', '支持花呗吗'])
      expect(askedAnswerTypes(question)).toEqual([]);
  });
});

describe('holdsAnswerType', () => {
  it.each([
    ['营业时间为 9:30-21:00，节假日照常', 'clock'],
    ['每天下午 5 点后不再接单', 'clock'],
    ['晚上十点以后请勿大声喧哗', 'clock'],
    ['标准间 ￥268/晚，含双早', 'money'],
    ['超出部分按 1.5 元/公里收取', 'money'],
    ['首次上门检测免费', 'money'],
    ['退款将在 3-5 个工作日内原路退回', 'span'],
    ['申请提交后两周内完成审核', 'span'],
    ['下单后次日发货', 'span'],
  ] as const)('%s holds a %s', (text, type) => {
    expect(holdsAnswerType(text, [type])).toBe(true);
  });

  it('does not take other figures for the kind asked', () => {
    expect(holdsAnswerType('请拨打客服热线 400-820-1234 咨询', ['clock'])).toBe(false);
    expect(holdsAnswerType('型号 X3 支持 5G 网络', ['money'])).toBe(false);
    expect(holdsAnswerType('请按说明书第 3 步操作', ['span'])).toBe(false);
    expect(holdsAnswerType('营业时间为 9:30-21:00', [])).toBe(false);
  });
});
