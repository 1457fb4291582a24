import { describe, expect, it } from 'vitest';
import { maskPhone, toAliyunNumber, toE164 } from './phone-forms';

describe('provider number forms', () => {
  it.each([
    ['13800000001', '+8613800000001', '13800000001'],
    ['+85261234567', '+85261234567', '85261234567'],
    ['+442079460958', '+442079460958', '442079460958'],
    ['+6591234567', '+6591234567', '6591234567'],
    // Country code and number of any +1 number look like a mainland mobile to Aliyun.
    ['+13125550100', '+13125550100', null],
    ['+14155552671', '+14155552671', null],
    ['+12025550100', '+12025550100', null],
    ['+16475550100', '+16475550100', null],
  ])('%s is %s for Tencent and %s for Aliyun', (canonical, e164, aliyun) => {
    expect(toE164(canonical)).toBe(e164);
    expect(toAliyunNumber(canonical)).toBe(aliyun);
  });

  it('masks all but the ends of a number for the log', () => {
    expect(maskPhone('13800001234')).toBe('138****1234');
    expect(maskPhone('+85261234567')).toBe('+85****4567');
    expect(maskPhone('12345')).toBe('****');
  });
});
