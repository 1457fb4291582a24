import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ChatModel } from '@miaoyu/contracts/models';
import { mockHttp, type Reply } from '@/test/http';
import { renderWithQuery } from '@/test/render';
import { ReaderSettingsDrawer } from './ReaderSettingsDrawer';

const SETTINGS = '/v1/orgs/7/helpers/30/sale';
const visionModel: ChatModel = {
  ref: 'p1:qwen-vl-max',
  model: 'qwen-vl-max',
  providerName: '通义千问',
  vision: true,
  contextSize: 32000,
  source: 'org',
};
const textModel: ChatModel = {
  ...visionModel,
  ref: 'p1:qwen-max',
  model: 'qwen-max',
  vision: false,
};

function openDrawer(models: ChatModel[], onPut: () => Reply = () => [200, {}]) {
  const http = mockHttp((request) => {
    if (request.url === '/v1/chat/models') return [200, { list: models, defaultRef: null }];
    if (request.url === SETTINGS && request.method === 'GET')
      return [200, { reader: 'ocr', visionModel: '' }];
    if (request.url === SETTINGS && request.method === 'PUT') return onPut();
    return [404, { code: 'NOT_FOUND' }];
  });
  renderWithQuery(
    <ReaderSettingsDrawer
      helper={{ orgId: '7', helperId: '30' }}
      visible
      wide={false}
      onClose={() => undefined}
    />,
  );
  return http;
}

const visionRadio = () => screen.getByRole('radio', { name: /用视觉模型识别/ }) as HTMLInputElement;

describe('how a sales helper reads screenshots', () => {
  it('reads offline and explains why a vision model cannot be chosen when the org has none', async () => {
    openDrawer([textModel]);
    expect(await screen.findByText(/团队还没有支持图片的模型/)).toBeTruthy();
    expect(
      (screen.getByRole('radio', { name: /离线识别（默认，不上传到模型）/ }) as HTMLInputElement)
        .checked,
    ).toBe(true);
    expect(visionRadio().disabled).toBe(true);
  });

  it('saves a vision model, and shows on the field why the server refused one', async () => {
    let answer: Reply = [
      422,
      {
        message: '模型 qwen-vl-max 不支持图片输入',
        code: 'MODEL_NO_VISION',
        detail: [{ loc: ['body', 'visionModel'], msg: 'validation.saleVisionModel' }],
      },
    ];
    const { requests } = openDrawer([textModel, visionModel], () => answer);
    await screen.findByText('视觉模型');
    fireEvent.click(visionRadio());
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    // No model chosen yet: the form says so before asking the server.
    expect(await screen.findByText('用模型识别截图时，请选择一个支持图片的模型')).toBeTruthy();
    expect(requests.some((r) => r.method === 'PUT')).toBe(false);

    fireEvent.click(screen.getByRole('combobox', { name: '视觉模型' }));
    expect(screen.queryByText('qwen-max · 通义千问')).toBeNull();
    fireEvent.click(await screen.findByText('qwen-vl-max · 通义千问'));
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(requests.filter((r) => r.method === 'PUT')).toHaveLength(1));
    expect(requests.find((r) => r.method === 'PUT')!.body).toEqual({
      reader: 'vision',
      visionModel: 'p1:qwen-vl-max',
    });
    expect(await screen.findByText('用模型识别截图时，请选择一个支持图片的模型')).toBeTruthy();

    answer = [200, { reader: 'vision', visionModel: 'p1:qwen-vl-max' }];
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('识别方式已保存')).toBeTruthy();
  });
});
