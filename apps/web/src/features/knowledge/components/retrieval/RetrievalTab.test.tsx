import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
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

function serve() {
  return mockHttp((request): Reply => {
    if (request.url.endsWith('/retrieval-test'))
      return [
        200,
        { terms: ['退货', '运费'], strategy: 'atLeastTwo', tookMs: 12.4, list: [passage] },
      ];
    if (request.url.endsWith('/chunks/41'))
      return [
        200,
        { ...passage, id: '41', position: 5, enabled: true, documentName: '保修政策.pdf' },
      ];
    return [404, { code: 'NOT_FOUND', message: '请求的资源不存在' }];
  });
}

describe('RetrievalTab', () => {
  it('asks with the question and shows scored passages with the terms marked as text', async () => {
    const http = serve();
    renderWithQuery(<RetrievalTab datasetRef={{ orgId: '7', datasetId: '11' }} topK={5} />);
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

    fireEvent.click(result);
    expect(await screen.findByText('来自：保修政策.pdf')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('chunk')).toBeTruthy());
  });

  it('checks the question with the contract before asking', async () => {
    const http = serve();
    renderWithQuery(<RetrievalTab datasetRef={{ orgId: '7', datasetId: '11' }} topK={5} />);
    fireEvent.click(screen.getByRole('button', { name: /检索/ }));
    expect(await screen.findByText('问题需为 1 到 500 个字符')).toBeTruthy();
    expect(http.requests).toHaveLength(0);
  });
});
