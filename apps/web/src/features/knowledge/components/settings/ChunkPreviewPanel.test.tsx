import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockHttp, type Reply } from '@/test/http';
import { renderWithQuery } from '@/test/render';
import { ChunkPreviewPanel } from './ChunkPreviewPanel';

const ref = { orgId: '7', datasetId: '11' };
const pick = (name: string) =>
  fireEvent.change(screen.getByLabelText('选择文件预览'), {
    target: { files: [new File(['x'], name)] },
  });

describe('ChunkPreviewPanel', () => {
  it('sends the file with the form’s settings and shows the chunks as plain text', async () => {
    const http = mockHttp((): Reply => [
      200,
      {
        kind: 'md',
        failure: null,
        total: 2,
        charCount: 30,
        chunks: [
          {
            content: '<img src=x onerror=alert(1)>第一段',
            headings: ['售后', '退货'],
            page: null,
            sheet: null,
          },
          { content: '第二段', headings: [], page: 2, sheet: null },
        ],
      },
    ]);
    renderWithQuery(
      <ChunkPreviewPanel
        datasetRef={ref}
        settings={() => ({ chunkSize: 300, chunkOverlap: 30 })}
      />,
    );
    pick('手册.md');
    const list = await screen.findByTestId('chunk-preview');
    expect(http.requests[0]!.url).toBe('/v1/orgs/7/datasets/11/chunk-preview');
    expect(http.requests[0]!.params.get('chunkSize')).toBe('300');
    expect(http.requests[0]!.params.get('chunkOverlap')).toBe('30');
    expect(screen.getByText('共 2 个分段，30 字')).toBeTruthy();
    expect(screen.getByText('售后 › 退货')).toBeTruthy();
    expect(screen.getByText('第 2 页')).toBeTruthy();
    expect(list.querySelector('img')).toBeNull();
    expect(screen.getByText('<img src=x onerror=alert(1)>第一段')).toBeTruthy();
  });

  it('says why a file cannot be read', async () => {
    mockHttp((): Reply => [
      200,
      { kind: null, failure: 'ENCRYPTED', total: 0, charCount: 0, chunks: [] },
    ]);
    renderWithQuery(<ChunkPreviewPanel datasetRef={ref} settings={() => ({})} />);
    pick('locked.pdf');
    expect(await screen.findByText('PDF 已加密，无法读取')).toBeTruthy();
  });
});
