import { describe, expect, it } from 'vitest';
import { publishRefusal } from './publishing';

const helper = (visibility: string, datasetIds: string[] = [], kind = 'chat') => ({
  kind,
  visibility,
  datasetIds,
});

describe('what a member without the right to publish may save', () => {
  it('keeps new helpers inside the team', () => {
    expect(publishRefusal(null, helper('public'), false)).toBe('HELPER_PUBLIC_NEEDS_MANAGER');
    expect(publishRefusal(null, helper('team', ['1']), false)).toBeNull();
    // A customer-service draft with knowledge: no visitor reaches it without a key.
    expect(publishRefusal(null, helper('private', ['1'], 'service'), false)).toBeNull();
  });

  it('judges a save by what it adds outside the team', () => {
    const published = helper('public', ['1']);
    expect(publishRefusal(published, helper('public', ['1']), false)).toBeNull();
    expect(publishRefusal(published, helper('public', []), false)).toBeNull();
    expect(publishRefusal(published, helper('public', ['1', '2']), false)).toBe(
      'HELPER_KNOWLEDGE_NEEDS_MANAGER',
    );
    expect(publishRefusal(helper('team', ['1']), helper('public', ['1']), false)).toBe(
      'HELPER_PUBLIC_NEEDS_MANAGER',
    );
  });

  it('counts keys as outside the team', () => {
    expect(publishRefusal(helper('team'), helper('team', ['1']), true)).toBe(
      'HELPER_KNOWLEDGE_NEEDS_MANAGER',
    );
    expect(publishRefusal(helper('team'), helper('team', ['1']), false)).toBeNull();
    expect(publishRefusal(helper('team', ['1']), helper('team', ['1']), true)).toBeNull();
  });
});
