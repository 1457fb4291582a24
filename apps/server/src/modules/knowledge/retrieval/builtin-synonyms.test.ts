import { describe, expect, it } from 'vitest';
import { datasetSynonymsBodySchema, SYNONYM_LIMITS } from '@miaoyu/contracts';
import { BUILTIN_SYNONYM_GROUPS } from './builtin-synonyms';
import { synonymsIn } from './query-expansion';

describe('the built-in synonym list', () => {
  it('holds only groups a team could have saved, none repeated', () => {
    expect(BUILTIN_SYNONYM_GROUPS.length).toBeGreaterThan(300);
    expect(BUILTIN_SYNONYM_GROUPS.length).toBeLessThanOrEqual(SYNONYM_LIMITS.groups * 2);
    for (let at = 0; at < BUILTIN_SYNONYM_GROUPS.length; at += SYNONYM_LIMITS.groups) {
      const groups = BUILTIN_SYNONYM_GROUPS.slice(at, at + SYNONYM_LIMITS.groups);
      const parsed = datasetSynonymsBodySchema.safeParse({ groups });
      expect(parsed.success, JSON.stringify(parsed.error?.issues[0])).toBe(true);
      // Parsing drops repeated words and groups: nothing was dropped.
      expect(parsed.data?.groups).toEqual(groups);
    }
  });

  it('reads colloquial words of a question as the words documents use', () => {
    const found = synonymsIn('离职了饭补还有吗，钱能退回来吗', BUILTIN_SYNONYM_GROUPS);
    expect(found.get('饭补')).toContain('餐补');
    expect([...found.keys()]).not.toContain('吗');
  });
});
