import { describe, expect, it } from 'vitest';
import { AI_PAGE_MAX_CHARS } from '@miaoyu/contracts';
import { AppError } from '../../lib/errors';
import { pageFromAnswer, storedPage } from './page-html';

describe('a page as it is stored', () => {
  it('is one whole document, whatever shape the model gave it', () => {
    const page = storedPage(
      '<DIV class=hero><H1>春季新品</h1><p>限时 8 折\r\n<ul><li>一<li>二</ul>',
    );
    expect(page.html).toBe(
      '<!DOCTYPE html>\n<html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"></head><body><div class="hero"><h1>春季新品</h1><p>限时 8 折\n</p><ul><li>一</li><li>二</li></ul></div></body></html>',
    );
    // No <title>: the first heading names it.
    expect(page.title).toBe('春季新品');
    expect(page.sha256).toMatch(/^[0-9a-f]{64}$/);
  });

  it("keeps the page's own charset and viewport, and prefers its title", () => {
    const page = storedPage(
      '<!doctype html><html lang="en"><head><meta charset="gbk"><meta name="viewport" content="width=320"><title> Spring   sale </title></head><body><h1>Other</h1></body></html>',
    );
    expect(page.title).toBe('Spring sale');
    expect(page.html.match(/<meta/g)).toHaveLength(2);
    expect(page.html).toContain('<html lang="en">');
  });

  it('drops what would send the reader elsewhere, wherever it hides', () => {
    const page = storedPage(
      '<head><BASE HREF="https://evil.example/"><meta http-equiv="REFRESH" content="0;url=https://evil.example"></head><body><template><base href="x"><meta http-equiv=refresh content=1></template><meta http-equiv="content-language" content="zh"><p>hi</p></body>',
    );
    expect(page.html).not.toMatch(/<base|refresh/i);
    // A meta that only describes the page stays.
    expect(page.html).toContain('http-equiv="content-language"');
  });

  it('refuses a page over the limit with 413, before or after repair', () => {
    const huge = `<p>${'页'.repeat(AI_PAGE_MAX_CHARS)}</p>`;
    expect(() => storedPage(huge)).toThrow(AppError);
    try {
      storedPage(huge);
    } catch (error) {
      expect((error as AppError).statusCode).toBe(413);
    }
  });

  it('refuses a page nested deeper than any real one with 422, not a crash', () => {
    try {
      storedPage('<div>'.repeat(30_000));
      expect.unreachable();
    } catch (error) {
      expect((error as AppError).statusCode).toBe(422);
      expect((error as AppError).code).toBe('AI_PAGE_TOO_DEEP');
    }
  });

  it('finds no page in an answer of words only', () => {
    expect(pageFromAnswer('好的，我明白了。请问页面要什么颜色？')).toBeNull();
    expect(pageFromAnswer('好的\n```html\n<h1>标题</h1>\n```')?.title).toBe('标题');
  });
});
