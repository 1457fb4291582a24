import { describe, expect, it } from 'vitest';
import { detectNeeds, normaliseMath, parseFence, splitBlocks } from './blocks';

describe('splitBlocks', () => {
  it('splits paragraphs on blank lines', () => {
    expect(splitBlocks('one\nstill one\n\n\ntwo\n\nthree')).toEqual([
      'one\nstill one',
      'two',
      'three',
    ]);
  });

  it('keeps blank lines inside a fenced code block and gives the fence its own block', () => {
    const text = 'Intro:\n```ts\nconst a = 1;\n\nconst b = 2;\n```\nAfter';
    expect(splitBlocks(text)).toEqual([
      'Intro:',
      '```ts\nconst a = 1;\n\nconst b = 2;\n```',
      'After',
    ]);
  });

  it('closes a fence only with the same character, at least as long', () => {
    const text = '````md\n```js\nx\n```\n\nstill code\n````\n\nend';
    expect(splitBlocks(text)).toEqual(['````md\n```js\nx\n```\n\nstill code\n````', 'end']);
    expect(splitBlocks('~~~\na\n\n```\nb\n~~~')).toEqual(['~~~\na\n\n```\nb\n~~~']);
  });

  it('keeps a $$ math block whole across blank lines', () => {
    const text = 'Energy:\n\n$$\na = b\n\nc = d\n$$\n\nDone';
    expect(splitBlocks(text)).toEqual(['Energy:', '$$\na = b\n\nc = d\n$$', 'Done']);
  });

  it('keeps list items and indented continuations together', () => {
    const text = '1. first\n\n2. second\n\n   more of second\n\nafter';
    expect(splitBlocks(text)).toEqual(['1. first\n\n2. second\n\n   more of second', 'after']);
  });

  it('keeps an indented fence inside its list item', () => {
    const text = '- step:\n  ```bash\n  npm i\n\n  npm t\n  ```\n\nnext';
    expect(splitBlocks(text)).toEqual(['- step:\n  ```bash\n  npm i\n\n  npm t\n  ```', 'next']);
  });

  it('treats an unfinished fence while streaming as one open code block', () => {
    const partial = 'Here:\n\n```python\ndef f():\n\n    return 1';
    expect(splitBlocks(partial)).toEqual(['Here:', '```python\ndef f():\n\n    return 1']);
    expect(parseFence(splitBlocks(partial)[1]!)).toEqual({
      lang: 'python',
      body: 'def f():\n\n    return 1',
      closed: false,
    });
  });

  it('only changes the last blocks as an answer grows', () => {
    const full =
      '# Title\n\nText with a table:\n\n| a | b |\n|---|---|\n| 1 | 2 |\n\n```js\nx()\n```\n\nEnd.';
    let previous: string[] = [];
    for (let end = 1; end <= full.length; end += 1) {
      const blocks = splitBlocks(full.slice(0, end));
      // Every block except the last two must be what it was one character earlier.
      expect(blocks.slice(0, Math.max(0, previous.length - 2))).toEqual(
        previous.slice(0, Math.max(0, previous.length - 2)),
      );
      previous = blocks;
    }
    expect(previous).toHaveLength(5);
  });

  it('keeps an answer with link or footnote definitions whole, so references resolve', () => {
    const text =
      'See [docs][d] and a note[^1].\n\nMore.\n\n[d]: https://example.com\n[^1]: The note.';
    expect(splitBlocks(text)).toEqual([text]);
  });

  it('ignores leading blank lines and normalises line endings', () => {
    expect(splitBlocks('\n\n a\r\n\r\nb\r\n')).toEqual([' a', 'b']);
    expect(splitBlocks('')).toEqual([]);
  });
});

describe('parseFence', () => {
  it('reads a closed fence', () => {
    expect(parseFence('```Mermaid\ngraph TD\nA-->B\n```')).toEqual({
      lang: 'mermaid',
      body: 'graph TD\nA-->B',
      closed: true,
    });
  });

  it('is null for anything but a fence', () => {
    expect(parseFence('text')).toBeNull();
    expect(parseFence('``` inline `code` ```')).toBeNull();
  });

  it('does not take the opening line for a closing one', () => {
    expect(parseFence('```')).toEqual({ lang: '', body: '', closed: false });
  });
});

describe('detectNeeds', () => {
  it('finds math, code and diagrams', () => {
    expect(detectNeeds('plain text, costs 5 dollars')).toEqual({
      math: false,
      code: false,
      mermaid: false,
    });
    expect(detectNeeds('inline $x^2$ here').math).toBe(true);
    expect(detectNeeds('$$\nx\n$$').math).toBe(true);
    expect(detectNeeds('LaTeX \\(a+b\\)').math).toBe(true);
    expect(detectNeeds('```ts\nlet a\n```')).toEqual({ math: false, code: true, mermaid: false });
    expect(detectNeeds('```mermaid\ngraph TD\n```')).toEqual({
      math: false,
      code: false,
      mermaid: true,
    });
  });

  it('does not take prices for math', () => {
    expect(detectNeeds('from $ 5 to $ 10').math).toBe(false);
  });
});

describe('normaliseMath', () => {
  it('turns LaTeX delimiters into dollars outside inline code', () => {
    expect(normaliseMath('a \\(x\\) b')).toBe('a $x$ b');
    expect(normaliseMath('\\[ y \\]')).toBe('\n$$\ny\n$$\n');
    expect(normaliseMath('`\\(kept\\)`')).toBe('`\\(kept\\)`');
  });
});
