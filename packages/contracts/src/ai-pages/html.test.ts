import { describe, expect, it } from 'vitest';
import { extractPageHtml } from './html';

describe('extractPageHtml', () => {
  it('takes the fenced page out of the talk around it, whatever the fence says', () => {
    for (const fence of ['```html', '```HTML', '``` html', '```']) {
      const answer = `好的！下面是页面：\n\n${fence}\n<!DOCTYPE html><html><body><h1>你好</h1></body></html>\n\`\`\`\n\n需要修改请告诉我。`;
      expect(extractPageHtml(answer)).toBe(
        '<!DOCTYPE html><html><body><h1>你好</h1></body></html>',
      );
    }
  });

  it('keeps a page whose script holds a fence of its own', () => {
    const page =
      '<!DOCTYPE html><html><body><pre id="md"></pre><script>\nmd.textContent = "```js\\nlet a = 1\\n```";\n</script></body></html>';
    expect(extractPageHtml(`页面：\n\`\`\`html\n${page}\n\`\`\`\n说明`)).toBe(page);
  });

  it('shows a page still being written: an open fence runs to the end', () => {
    expect(extractPageHtml('稍等：\n```html\n<!doctype html>\n<html><head><title>报价')).toBe(
      '<!doctype html>\n<html><head><title>报价',
    );
    // Before any markup arrives there is nothing to show.
    expect(extractPageHtml('稍等：\n```html\n')).toBeNull();
  });

  it('finds an unfenced document and cuts what follows it', () => {
    const answer =
      'Here you go.\n<!DOCTYPE html>\n<html lang="en"><body><p>Hi</p></body></html>\nEnjoy!';
    expect(extractPageHtml(answer)).toBe(
      '<!DOCTYPE html>\n<html lang="en"><body><p>Hi</p></body></html>',
    );
  });

  it('takes a fragment that starts a line, and nothing from words that mention a tag', () => {
    expect(extractPageHtml('<section class="hero">\n  <h1>新品</h1>\n</section>\n')).toBe(
      '<section class="hero">\n  <h1>新品</h1>\n</section>',
    );
    expect(extractPageHtml('你可以用 <div> 标签把内容包起来，a < b 时也没关系。')).toBeNull();
    expect(extractPageHtml('抱歉，我不能完成这个请求。')).toBeNull();
    // A fence of another language is code to read, not a page.
    expect(extractPageHtml('```python\nprint("<p>")\n```')).toBeNull();
  });
});
