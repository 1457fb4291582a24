import { datasetSynonymsBodySchema } from '@miaoyu/contracts/knowledge';
import { describe, expect, it } from 'vitest';
import { formatSynonymLines, issuesByLine, parseSynonymLines } from './synonymLines';

describe('synonym lines', () => {
  it('reads one group per line, words split at spaces, commas, 、 and ；, blank lines skipped', () => {
    const parsed = parseSynonymLines(
      '退款 退钱，退费\n\n  境外、海外;国外  \r\n   \niPhone  苹果手机',
    );
    expect(parsed).toEqual({
      groups: [
        ['退款', '退钱', '退费'],
        ['境外', '海外', '国外'],
        ['iPhone', '苹果手机'],
      ],
      lines: [1, 3, 5],
    });
    expect(parseSynonymLines(formatSynonymLines(parsed.groups)).groups).toEqual(parsed.groups);
  });

  it('names the line of each group the contract refuses', () => {
    const { groups, lines } = parseSynonymLines('退款 退钱\n\n海外\n境外 ' + '长'.repeat(21));
    const issues = datasetSynonymsBodySchema.safeParse({ groups }).error!.issues;
    expect(issuesByLine(issues, lines)).toEqual([
      { line: 3, message: 'validation.synonymGroup' },
      { line: 4, message: 'validation.synonymWord' },
    ]);
    // The server's 422 names the same places, with `body` first.
    expect(issuesByLine([{ path: ['body', 'groups', '1', '0'], message: 'x' }], lines)).toEqual([
      { line: 3, message: 'x' },
    ]);
    expect(issuesByLine([{ path: ['body', 'groups'], message: 'y' }], lines)).toEqual([
      { line: null, message: 'y' },
    ]);
  });
});
