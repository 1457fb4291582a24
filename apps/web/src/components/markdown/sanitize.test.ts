import { describe, expect, it } from 'vitest';
import { safeUrl } from './sanitize';

describe('safeUrl', () => {
  it('keeps web and mail links', () => {
    expect(safeUrl('https://example.com/a?b=1')).toBe('https://example.com/a?b=1');
    expect(safeUrl(' http://example.com ')).toBe('http://example.com');
    expect(safeUrl('mailto:a@example.com')).toBe('mailto:a@example.com');
  });

  it('drops script, data and relative URLs', () => {
    for (const url of [
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      'java\tscript:alert(1)',
      ' javascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:msgbox(1)',
      'file:///etc/passwd',
      '/v1/users/1',
      '//evil.example/x',
      '#top',
      '',
    ]) {
      expect(safeUrl(url), url).toBeUndefined();
    }
  });
});
