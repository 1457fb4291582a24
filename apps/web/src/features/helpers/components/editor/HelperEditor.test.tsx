import { lazy } from 'react';
import { Message } from '@arco-design/web-react';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_HELPER_SETTINGS } from '@miaoyu/contracts/helpers';
import { registerNavText, type TitleKey } from '@/lib/i18n';
import { HELPER_SECTION_ORDER, registerSlots, type HelperSectionProps } from '@/lib/slots';
import { fakeEditorServer, helperFixture } from './testing/fakeEditorServer';
import { renderEditor } from './testing/renderEditor';

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

/** The Form.Item around a field, where its message and counter show. */
const itemOf = (label: string) =>
  screen.getByLabelText(label).closest('.arco-form-item') as HTMLElement;

// A whole editor renders in each test: slow on a busy machine.
describe('HelperEditor', { timeout: 15_000 }, () => {
  beforeEach(() => {
    vi.spyOn(Message, 'success').mockImplementation(() => undefined as never);
  });

  it('counts characters, not UTF-16 units, and says what is too long', async () => {
    fakeEditorServer();
    renderEditor('/setting/helpers/new?kind=sale');
    await screen.findByLabelText('名称');
    type('名称', '妙'.repeat(41));
    expect(await within(itemOf('名称')).findByText('助手名称需为 1 到 40 个字符')).toBeTruthy();
    expect(within(itemOf('名称')).getByTestId('char-count').textContent).toBe('41 / 40');

    type('名称', '妙'.repeat(40));
    await waitFor(() =>
      expect(within(itemOf('名称')).queryByText('助手名称需为 1 到 40 个字符')).toBeNull(),
    );
    // An emoji is two UTF-16 units and one character: 40 of them still fit.
    type('名称', '🤖'.repeat(40));
    expect(within(itemOf('名称')).getByTestId('char-count').textContent).toBe('40 / 40');
    await waitFor(() =>
      expect(within(itemOf('名称')).queryByText('助手名称需为 1 到 40 个字符')).toBeNull(),
    );

    type('指令', '字'.repeat(8001));
    expect(await within(itemOf('指令')).findByText('指令最多 8000 个字符')).toBeTruthy();
    expect(within(itemOf('指令')).getByTestId('char-count').textContent).toBe('8001 / 8000');
  });

  it("says which fields a customer-service bot's visitors see", async () => {
    fakeEditorServer();
    renderEditor('/setting/helpers/new?kind=service');
    expect((await screen.findByTestId('visitor-fields')).textContent).toMatch(
      /名称.*头像.*欢迎语.*推荐问题.*简介和指令只在工作室内可见/,
    );
    fireEvent.click(screen.getByRole('radio', { name: '对话助手' }));
    await waitFor(() => expect(screen.queryByTestId('visitor-fields')).toBeNull());
  });

  it('creates a new helper on the first save and moves to its edit page', async () => {
    const server = fakeEditorServer();
    renderEditor('/setting/helpers/new?kind=sale');
    expect(await screen.findByText('尚未保存')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /保存/ }));
    expect(await screen.findByText('助手名称需为 1 到 40 个字符')).toBeTruthy();
    expect(server.sent('POST', '/helpers')).toHaveLength(0);

    type('名称', '  家居顾问 ');
    fireEvent.click(screen.getByRole('button', { name: /保存/ }));
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe('/setting/helpers/10/edit'),
    );
    expect(server.sent('POST', '/v1/orgs/7/helpers')[0]!.body).toEqual({
      ...DEFAULT_HELPER_SETTINGS,
      name: '家居顾问',
      kind: 'sale',
    });
    expect(await screen.findByText('已保存 · 版本 1')).toBeTruthy();
  });

  it('saves only the changed settings as the next version', async () => {
    const server = fakeEditorServer();
    renderEditor();
    expect(await screen.findByText('已保存 · 版本 2')).toBeTruthy();
    const save = screen.getByRole('button', { name: /保存/ });
    expect(save.hasAttribute('disabled')).toBe(true);

    type('名称', '售前顾问');
    type('指令', '你是售前顾问，回答简洁。');
    expect(await screen.findByText('有未保存的修改')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /保存/ }));
    expect(await screen.findByText('已保存 · 版本 3')).toBeTruthy();
    expect(server.sent('PATCH', '/helpers/9').map((r) => r.body)).toEqual([
      { name: '售前顾问', instruction: '你是售前顾问，回答简洁。' },
    ]);
    expect(screen.getByRole('button', { name: /保存/ }).hasAttribute('disabled')).toBe(true);
  });

  it('puts the server’s 422 details on the fields they name', async () => {
    fakeEditorServer({
      override: (request) =>
        request.method === 'PATCH'
          ? [
              422,
              {
                code: 'MODEL_NOT_FOUND',
                message: '请求参数有误',
                detail: [{ loc: ['body', 'model'], msg: '请选择团队可用的对话模型' }],
              },
            ]
          : undefined,
    });
    renderEditor();
    await screen.findByText('已保存 · 版本 2');
    type('名称', '新的名字');
    fireEvent.click(screen.getByRole('button', { name: /保存/ }));
    expect(await within(itemOf('模型')).findByText('请选择团队可用的对话模型')).toBeTruthy();
    expect(screen.getByText('有未保存的修改')).toBeTruthy();
  });

  it('warns when the saved model was removed and lets another be chosen', async () => {
    fakeEditorServer({ helper: helperFixture({ model: 'p9:gone', modelStatus: 'missing' }) });
    renderEditor();
    expect(
      await screen.findByText('这个模型已被移除；在你选择新模型之前，由团队默认模型回答。'),
    ).toBeTruthy();
    expect(screen.getByText('p9:gone（已移除）')).toBeTruthy();
  });

  it('shows someone else’s helper read-only', async () => {
    fakeEditorServer({ helper: helperFixture({ manageable: false }) });
    renderEditor();
    expect(await screen.findByText(/这个助手由他人管理/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /保存/ })).toBeNull();
    expect((screen.getByLabelText('名称') as HTMLInputElement).disabled).toBe(true);
  });

  it('shows the sections other features registered, where their order puts them', async () => {
    // What features declare in their feature.tsx (`slots`), registered as the app does.
    registerNavText('scenesToy', {
      'zh-CN': { scene: '场景', pageStyle: '页面风格' },
      'en-US': { scene: 'Scene', pageStyle: 'Page style' },
    });
    const seen: HelperSectionProps[] = [];
    function SceneSection(props: HelperSectionProps) {
      seen.push(props);
      return <p>场景设置：{props.helper?.name}</p>;
    }
    const off = registerSlots({
      helperEditorSections: [
        {
          id: 'scene',
          titleKey: 'nav:scenesToy.scene' as TitleKey,
          // A section's code downloads when the editor first shows it.
          Component: lazy(async () => ({ default: SceneSection })),
          order: HELPER_SECTION_ORDER.opening + 5,
        },
        {
          id: 'page-style',
          titleKey: 'nav:scenesToy.pageStyle' as TitleKey,
          Component: () => <p>页面风格设置</p>,
          order: HELPER_SECTION_ORDER.basics + 1,
          kinds: ['sale'],
        },
      ],
    });
    try {
      fakeEditorServer();
      renderEditor();
      expect(await screen.findByText('场景设置：产品顾问')).toBeTruthy();
      const titles = [...document.querySelectorAll('.arco-card-header-title')].map(
        (title) => title.textContent,
      );
      expect(titles).toEqual([
        '基本信息',
        '指令与模型',
        '知识库',
        '业务场景',
        '开场白',
        '场景',
        '可见范围与广场',
      ]);
      expect(screen.queryByText('页面风格设置')).toBeNull(); // for sales helpers only
      expect(seen.at(-1)).toMatchObject({ orgId: '7', kind: 'chat', readOnly: false });
      expect(seen.at(-1)!.helper).toMatchObject({ id: '9' });
    } finally {
      off();
    }
  });
});
