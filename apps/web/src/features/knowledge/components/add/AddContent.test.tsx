import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockHttp, type Reply } from '@/test/http';
import { renderWithQuery } from '@/test/render';
import { knowledgeKeys } from '../../api/keys';
import { installFakeXhr } from '../../testing/fakeXhr';
import { documentFixture } from '../../testing/fixtures';
import { AddContent } from './AddContent';

const datasetRef = { orgId: '7', datasetId: '11' };

function renderInFolder(folderId: string | null = '21') {
  renderWithQuery(
    <AddContent
      datasetRef={datasetRef}
      folders={[{ id: '21', name: '售后', parentId: null, documentCount: 0 }]}
      folderId={folderId}
      folderName="售后"
      maxFileBytes={1024}
    />,
  );
}

const open = async (way: string) => {
  fireEvent.click(screen.getByRole('button', { name: /添加内容/ }));
  fireEvent.click(await screen.findByText(way));
  return screen.findByRole('dialog');
};

describe('AddContent', () => {
  it('uploads chosen files into the open folder and refuses a too large one before sending', async () => {
    mockHttp(() => [200, { list: [], total: 0 }]);
    const sent = installFakeXhr();
    renderInFolder();
    const dialog = await open('上传文件');
    const big = new File(['x'.repeat(2048)], 'big.pdf');
    const small = new File(['hello'], 'notes.md');
    fireEvent.change(within(dialog).getByLabelText('上传文件'), {
      target: { files: [big, small] },
    });

    expect(await within(dialog).findByText('上传失败：超过单个文件上限 1 KB，未上传')).toBeTruthy();
    expect(sent).toHaveLength(1);
    expect(sent[0]!.url).toBe('/v1/orgs/7/datasets/11/documents?folderId=21');
    expect((sent[0]!.form.get('file') as File).name).toBe('notes.md');
    sent[0]!.answer(409, {
      code: 'DUPLICATE_DOCUMENT',
      message: '相同内容的文件已在此知识库中：notes.md',
    });
    expect(
      await within(dialog).findByText('上传失败：相同内容的文件已在此知识库中：notes.md'),
    ).toBeTruthy();
    // Only the server's refusal can be retried; the file refused here cannot.
    expect(within(dialog).getAllByRole('button', { name: /重试/ })).toHaveLength(1);
  });

  it("follows each sent file's document, as the page's list refreshes, until it is ready", async () => {
    mockHttp(() => [200, { list: [], total: 0 }]);
    const sent = installFakeXhr();
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <AddContent
          datasetRef={datasetRef}
          folders={[]}
          folderId={null}
          folderName="全部文档"
          maxFileBytes={1024}
        />
      </QueryClientProvider>,
    );
    const dialog = await open('上传文件');
    fireEvent.change(within(dialog).getByLabelText('上传文件'), {
      target: { files: [new File(['hello'], 'notes.md')] },
    });
    await waitFor(() => expect(sent).toHaveLength(1));
    const document = documentFixture({ id: '301', name: 'notes.md' });
    sent[0]!.answer(200, document);
    expect(await within(dialog).findByText('已上传，等待解析')).toBeTruthy();
    // The page's list (any page of it) learns where the server is with the document.
    const listed = (changes: Partial<typeof document>) =>
      act(() => {
        client.setQueryData([...knowledgeKeys.documents('7', '11'), { page: 1 }], {
          list: [{ ...document, ...changes }],
          total: 1,
        });
      });
    listed({ status: 'parsing', progress: 40 });
    expect(await within(dialog).findByText('解析中')).toBeTruthy();
    listed({ status: 'done', progress: 100, chunkCount: 2 });
    expect(await within(dialog).findByText('已完成')).toBeTruthy();
    expect(within(dialog).queryByText('已上传，等待解析')).toBeNull();
  });

  it('shows a refused web address on the URL field', async () => {
    const http = mockHttp((request): Reply =>
      request.url.endsWith('/documents/url')
        ? [
            422,
            {
              code: 'URL_FORBIDDEN',
              message: '不能导入内网、本机或保留地址的网页',
              detail: [{ loc: ['body', 'url'], msg: '不能导入内网、本机或保留地址的网页' }],
            },
          ]
        : [200, {}],
    );
    renderInFolder(null);
    const dialog = await open('导入网页');
    fireEvent.change(within(dialog).getByPlaceholderText('https://example.com/help'), {
      target: { value: 'http://127.0.0.1/admin' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: '导入' }));
    expect(await within(dialog).findByText('不能导入内网、本机或保留地址的网页')).toBeTruthy();
    const post = http.requests.find((r) => r.method === 'POST')!;
    expect(post.body).toEqual({ url: 'http://127.0.0.1/admin', folderId: null });
  });

  it('adds question–answer rows and sends them as pairs', async () => {
    const http = mockHttp((request): Reply =>
      request.method === 'POST' ? [200, { id: '1', name: '常见问题' }] : [200, {}],
    );
    renderInFolder();
    const dialog = await open('问答对');
    fireEvent.click(within(dialog).getByRole('button', { name: /再加一组/ }));
    const questions = within(dialog).getAllByPlaceholderText('例如：多久可以退款？');
    const answers = within(dialog).getAllByPlaceholderText(/审核通过后/);
    expect(questions).toHaveLength(2);
    fireEvent.change(within(dialog).getByPlaceholderText('例如：常见问题'), {
      target: { value: '常见问题' },
    });
    ['几天退款？', '能开发票吗？'].forEach((text, i) =>
      fireEvent.change(questions[i]!, { target: { value: text } }),
    );
    ['三天', '能'].forEach((text, i) => fireEvent.change(answers[i]!, { target: { value: text } }));
    fireEvent.click(within(dialog).getByRole('button', { name: '添加' }));
    await waitFor(() => expect(http.requests.some((r) => r.method === 'POST')).toBe(true));
    expect(http.requests.find((r) => r.method === 'POST')!.body).toEqual({
      name: '常见问题',
      pairs: [
        { question: '几天退款？', answer: '三天' },
        { question: '能开发票吗？', answer: '能' },
      ],
      folderId: '21',
    });
  });
});
