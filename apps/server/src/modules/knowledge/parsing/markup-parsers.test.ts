import { describe, expect, it } from 'vitest';
import { parseDocument, parseHtmlText } from './index';

const parse = async (content: string, name: string) => parseDocument(Buffer.from(content), name);

describe('markdown', () => {
  const source = [
    '# 产品介绍',
    '',
    '妙语帮助团队回答客户问题。',
    '',
    '## 价格 ##',
    '',
    '| 套餐 | 价格 |',
    '|:-----|-----:|',
    '| 基础版 | 免费 |',
    '| 专业版 | 99 \\| 元 |',
    '',
    'Setext title',
    '============',
    '',
    'Second level',
    '---',
    '```bash',
    '# not a heading',
    '',
    'npm start',
    '```',
    '',
    '###### Deep',
    'last line',
  ].join('\n');

  it('reads headings with their levels, a whole table and whole code', async () => {
    const { kind, document } = await parse(source, 'guide.md');
    expect(kind).toBe('md');
    expect(document.blocks).toEqual([
      { kind: 'heading', level: 1, text: '产品介绍' },
      { kind: 'text', text: '妙语帮助团队回答客户问题。' },
      { kind: 'heading', level: 2, text: '价格' },
      { kind: 'table', text: '套餐 | 价格\n基础版 | 免费\n专业版 | 99 | 元' },
      { kind: 'heading', level: 1, text: 'Setext title' },
      { kind: 'heading', level: 2, text: 'Second level' },
      { kind: 'text', text: '```bash\n# not a heading\n\nnpm start\n```' },
      { kind: 'heading', level: 6, text: 'Deep' },
      { kind: 'text', text: 'last line' },
    ]);
  });

  it('keeps front matter as text, not as a heading', async () => {
    const { document } = await parse('---\ntitle: Guide\n---\n# Start\nBody', 'a.md');
    expect(document.blocks.map((block) => block.kind)).toEqual(['text', 'heading', 'text']);
    expect(document.blocks[1]).toEqual({ kind: 'heading', level: 1, text: 'Start' });
  });
});

describe('html', () => {
  const page = `<!doctype html><html><head><title>T</title><style>body { color: red }</style>
    <script>alert(1)</script></head><body onload="steal()">
    <nav><a href="/">Home</a> | <a href="/about">About</a></nav>
    <h1 onclick="alert(2)">欢迎使用妙语</h1>
    <p>妙语帮助团队<b>快速</b>回答问题。<a href="javascript:alert(3)">了解更多</a></p>
    <script type="text/javascript">document.write('injected')</script>
    <h3>价格</h3>
    <table><thead><tr><th>套餐</th><th>价格</th></tr></thead>
      <tbody><tr><td>基础版</td><td>免费</td></tr><tr><td><p>专业版</p></td><td>99元</td></tr></tbody></table>
    <ul><li>支持中文</li><li>支持表格</li></ul>
    <noscript>Enable JavaScript</noscript><footer>© 2024 妙语</footer></body></html>`;

  it('keeps headings, paragraphs and tables; drops scripts, styles, handlers and page chrome', async () => {
    const { kind, document } = await parse(page, 'page.html');
    expect(kind).toBe('html');
    expect(document.blocks).toEqual([
      { kind: 'heading', level: 1, text: '欢迎使用妙语' },
      { kind: 'text', text: '妙语帮助团队快速回答问题。了解更多' },
      { kind: 'heading', level: 3, text: '价格' },
      { kind: 'table', text: '套餐 | 价格\n基础版 | 免费\n专业版 | 99元' },
      { kind: 'text', text: '- 支持中文\n- 支持表格' },
    ]);
    const all = JSON.stringify(document);
    for (const noise of [
      'alert',
      'steal',
      'injected',
      'color',
      'javascript',
      'Home',
      '©',
      'Enable',
    ])
      expect(all).not.toContain(noise);
  });

  it('reads a web page from a string the same way', () => {
    expect(parseHtmlText('<h2>标题</h2><p>正文</p>').blocks).toEqual([
      { kind: 'heading', level: 2, text: '标题' },
      { kind: 'text', text: '正文' },
    ]);
    expect(() => parseHtmlText('<script>x()</script>')).toThrow(
      expect.objectContaining({ code: 'NO_TEXT' }),
    );
  });

  it('cannot be tricked by marker characters in the page', () => {
    const { blocks } = parseHtmlText('<p>\uFDD01 fake &#xFDD1;heading</p><pre>a &#64978 b</pre>');
    expect(blocks).toEqual([
      { kind: 'text', text: '1 fake heading' },
      { kind: 'text', text: 'a  b' },
    ]);
  });
});
