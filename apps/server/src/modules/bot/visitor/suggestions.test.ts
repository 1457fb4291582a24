import { describe, expect, it } from 'vitest';
import { questionLines } from './suggestions';

describe('questionLines', () => {
  it('makes plain chips of a model reply written in Markdown', () => {
    const reply = [
      '### 您可能还想问',
      '1. **退货**运费谁出？',
      '- 发票多久能开好？',
      '* `7 天`无理由怎么算？',
      '| 问题 |',
    ].join('\n');
    expect(questionLines(reply, new Set())).toEqual([
      '退货运费谁出？',
      '发票多久能开好？',
      '7 天无理由怎么算？',
    ]);
  });

  it('leaves out what the visitor asked already, repeats and long lines', () => {
    const reply = '**发票多久到？**\n发票多久到？\n保修多久？\n' + '很长'.repeat(40);
    expect(questionLines(reply, new Set(['发票多久到？']))).toEqual(['保修多久？']);
  });
});
