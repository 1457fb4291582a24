import { describe, expect, it } from 'vitest';
import { previewText } from './preview-text';

describe('previewText', () => {
  it('keeps the words of a Markdown answer on one line, without its marks', () => {
    expect(
      previewText('**离线应答**：当前还没有配置\n\n1. 打开 **设置 → 模型**；\n2. 设置 `LLM_MODEL`'),
    ).toBe('离线应答：当前还没有配置 打开 设置 → 模型； 设置 LLM_MODEL');
    expect(previewText('# 标题\n> 引用 [链接](https://example.com) ![图](a.png)')).toBe(
      '标题 引用 链接 图',
    );
  });

  it('leaves plain text as it is; of a tag only its words stay', () => {
    expect(previewText('退货运费谁出？ 2*3=6')).toBe('退货运费谁出？ 2*3=6');
    expect(previewText('<b>加粗</b>的字')).toBe('加粗的字');
  });
});
