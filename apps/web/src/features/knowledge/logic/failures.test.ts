import { DOCUMENT_FAILURES } from '@miaoyu/contracts/knowledge';
import { describe, expect, it } from 'vitest';
import enUS from '../locales/en-US';
import zhCN from '../locales/zh-CN';
import { failureKey } from './failures';

describe('document failure texts', () => {
  it.each(DOCUMENT_FAILURES)('%s has words in both languages', (code) => {
    expect(zhCN.failures[code].trim()).not.toBe('');
    expect(String(enUS.failures[code]).trim()).not.toBe('');
    expect(enUS.failures[code]).not.toBe(zhCN.failures[code]);
  });

  it('says what the codes users meet most mean', () => {
    expect(zhCN.failures.ENCRYPTED).toBe('PDF 已加密，无法读取');
    expect(zhCN.failures.UNPACKED_TOO_LARGE).toBe('文件解压后过大（疑似压缩炸弹）');
    expect(zhCN.failures.FETCH_FORBIDDEN).toBe('网址指向内网或本机，已拒绝');
  });

  it('names no code that the server does not send', () => {
    expect(Object.keys(zhCN.failures).sort()).toEqual([...DOCUMENT_FAILURES].sort());
    expect(failureKey('BROKEN')).toBe('failures.BROKEN');
  });
});
