import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { SearchMode } from '@miaoyu/contracts/knowledge';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { mockHttp, type Reply } from '@/test/http';
import { renderWithQuery } from '@/test/render';
import { RetrievalTab } from './RetrievalTab';

const passage = {
  chunkId: '41',
  documentId: '31',
  documentName: '保修政策.pdf',
  datasetId: '11',
  content: '<b>退货</b>需在 7 天内申请，退货运费由买家承担。',
  score: 0.874,
  page: 3,
  sheet: null,
  headings: ['售后', '退货'],
};

const notExpanded = { synonyms: [], alternatives: [], rewrite: 'noModel' };
const found = {
  terms: ['退货', '运费'],
  strategy: 'atLeastTwo',
  vector: 'off',
  tookMs: 12.4,
  expansion: notExpanded,
};

function serve(answer: object = { ...found, list: [passage] }) {
  return mockHttp((request): Reply => {
    if (request.url.endsWith('/retrieval-test')) return [200, answer];
    if (request.url.endsWith('/chunks/41'))
      return [
        200,
        { ...passage, id: '41', position: 5, enabled: true, documentName: '保修政策.pdf' },
      ];
    return [404, { code: 'NOT_FOUND', message: '请求的资源不存在' }];
  });
}

const ref = { orgId: '7', datasetId: '11' };

function ask(searchMode: SearchMode = 'hybrid') {
  renderWithQuery(<RetrievalTab datasetRef={ref} topK={5} searchMode={searchMode} />);
  fireEvent.change(screen.getByLabelText('问题'), { target: { value: '退货运费谁出？' } });
  fireEvent.click(screen.getByRole('button', { name: /检索/ }));
}

describe('RetrievalTab', () => {
  it('asks with the question and shows scored passages with the terms marked as text', async () => {
    const http = serve();
    renderWithQuery(<RetrievalTab datasetRef={ref} topK={5} searchMode="hybrid" />);
    fireEvent.change(screen.getByLabelText('问题'), { target: { value: '退货运费谁出？' } });
    fireEvent.click(screen.getByRole('button', { name: /检索/ }));

    const result = await screen.findByRole('button', { name: '查看分段「保修政策.pdf」' });
    expect(http.requests.find((r) => r.method === 'POST')!.body).toEqual({
      question: '退货运费谁出？',
      topK: 5,
    });
    expect(within(result).getByText('相关度 87%')).toBeTruthy();
    expect(within(result).getByText('售后 › 退货')).toBeTruthy();
    expect(within(result).getByText('第 3 页')).toBeTruthy();
    const marks = [...result.querySelectorAll('mark')].map((mark) => mark.textContent);
    expect(marks).toEqual(['退货', '退货', '运费']);
    expect(result.querySelector('b')).toBeNull();
    expect(screen.getByText('检索词：退货 · 运费')).toBeTruthy();
    expect(screen.getByText('至少两个检索词命中')).toBeTruthy();
    expect(screen.getByText('12 ms')).toBeTruthy();
    expect(screen.getByTestId('search-status').textContent).toBe('检索方式：全文');
    expect(within(result).queryByText(/语义第|相似度/)).toBeNull();

    fireEvent.click(result);
    expect(await screen.findByText('来自：保修政策.pdf')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('chunk')).toBeTruthy());
  });

  it('shows the synonyms and the model’s phrasings the question was searched with', async () => {
    serve({
      ...found,
      expansion: {
        synonyms: [{ word: '退钱', synonyms: ['退款', '退费'] }],
        alternatives: ['退货的运费由谁承担', '<b>退货</b>运费'],
        rewrite: 'used',
      },
      list: [passage],
    });
    ask();
    await screen.findByRole('button', { name: '查看分段「保修政策.pdf」' });
    const note = screen.getByTestId('retrieval-expansion');
    expect(within(note).getByText('退钱 → 退款 · 退费').closest('.arco-tag')).toBeTruthy();
    expect(within(note).getByText('已用模型改写问题')).toBeTruthy();
    const phrasings = within(note).getByRole('list', { name: '模型改写的问法' });
    expect(
      within(phrasings)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['退货的运费由谁承担', '<b>退货</b>运费']);
    expect(note.querySelector('b')).toBeNull();
  });

  it.each([
    ['off', '问题改写已关闭'],
    ['noModel', '团队没有可用的对话模型，未改写问题'],
    ['timeout', '模型没有及时回应，只按原问题检索'],
  ])('says why the question was not rewritten (%s)', async (rewrite, text) => {
    serve({ ...found, expansion: { ...notExpanded, rewrite }, list: [passage] });
    ask();
    await screen.findByRole('button', { name: '查看分段「保修政策.pdf」' });
    const note = screen.getByTestId('retrieval-expansion');
    expect(note.textContent).toBe(text);
  });

  it('checks the question with the contract before asking', async () => {
    const http = serve();
    renderWithQuery(<RetrievalTab datasetRef={ref} topK={5} searchMode="hybrid" />);
    fireEvent.click(screen.getByRole('button', { name: /检索/ }));
    expect(await screen.findByText('问题需为 1 到 500 个字符')).toBeTruthy();
    expect(http.requests).toHaveLength(0);
  });
});

describe('RetrievalTab by meaning', () => {
  it('says words and meaning were fused and where each passage stood in each search', async () => {
    const both = { ...passage, textRank: 2, vectorRank: 1, similarity: 0.8312 };
    const byMeaning = {
      ...passage,
      chunkId: '42',
      documentName: '<i>说明</i>.md',
      content: '<script>alert(1)</script>七天无理由',
      vectorRank: 2,
      similarity: 0.7,
    };
    serve({ ...found, vector: 'used', list: [both, byMeaning] });
    ask();
    const first = await screen.findByRole('button', { name: '查看分段「保修政策.pdf」' });
    expect(screen.getByTestId('search-status').textContent).toBe('检索方式：语义 + 全文（混合）');
    expect(within(first).getByText('全文第 2')).toBeTruthy();
    expect(within(first).getByText('语义第 1')).toBeTruthy();
    expect(within(first).getByText('相似度 0.83')).toBeTruthy();
    const second = screen.getByRole('button', { name: '查看分段「<i>说明</i>.md」' });
    expect(within(second).queryByText(/全文第/)).toBeNull();
    expect(within(second).getByText('语义第 2')).toBeTruthy();
    expect(within(second).getByText('相似度 0.70')).toBeTruthy();
    // Names and passages are text, never markup.
    expect(within(second).getByText('<i>说明</i>.md')).toBeTruthy();
    expect(second.querySelector('i, script')).toBeNull();
  });

  it('reads "meaning" alone for a semantic knowledge base, without a word strategy', async () => {
    serve({ ...found, terms: [], strategy: 'none', vector: 'used', list: [passage] });
    ask('vector');
    await screen.findByRole('button', { name: '查看分段「保修政策.pdf」' });
    expect(screen.getByTestId('search-status').textContent).toBe('检索方式：语义');
    expect(screen.queryByText('未检索')).toBeNull();
  });

  it.each([
    ['unavailable', '语义检索不可用，已改用全文检索', /数据库不支持向量检索/],
    ['failed', '向量模型没有响应，本次只按全文检索', /测试该模型服务的连接/],
  ])('warns when meaning was %s and words answered instead', async (vector, tag, hint) => {
    serve({ ...found, vector, list: [{ ...passage, textRank: 1 }] });
    ask();
    await screen.findByRole('button', { name: '查看分段「保修政策.pdf」' });
    const status = screen.getByTestId('search-status');
    expect(within(status).getByText(tag).closest('.arco-tag')).toBeTruthy();
    expect(within(status).getByText(hint)).toBeTruthy();
  });

  it('speaks English', async () => {
    await i18n.changeLanguage('en-US');
    serve({ ...found, vector: 'used', list: [{ ...passage, textRank: 1, similarity: 0.5 }] });
    renderWithQuery(<RetrievalTab datasetRef={ref} topK={5} searchMode="hybrid" />);
    fireEvent.change(screen.getByLabelText('Question'), { target: { value: 'returns' } });
    fireEvent.click(screen.getByRole('button', { name: /Search/ }));
    expect(await screen.findByText('Full text #1')).toBeTruthy();
    expect(screen.getByText('Similarity 0.50')).toBeTruthy();
    expect(screen.getByTestId('search-status').textContent).toBe(
      'Searched by meaning + full text (hybrid)',
    );
  });
});
