import type { SaleChat, SalePic, SaleSuggestion } from '@miaoyu/contracts/sales';

/** A screenshot of a chat, as the server describes it. */
export const picFixture = (id: string, state: SalePic['state'] = 'done'): SalePic => ({
  id,
  url: `/v1/files/pic${id}`,
  name: `${id}.png`,
  width: 1080,
  height: 2340,
  position: Number(id),
  state,
  error: null,
  errorMessage: null,
  turns: [],
});

/** A customer chat of the caller's with two lines of dialogue, nothing being read. */
export function saleChatFixture(overrides: Partial<SaleChat> = {}): SaleChat {
  return {
    id: '5',
    orgId: '7',
    helperId: '30',
    helperName: '清源销售助手',
    helperCode: 'salehelper1',
    customerName: '赵先生',
    channel: 'wechat',
    stage: 'interested',
    notes: '',
    visibility: 'team',
    ownerId: '42',
    ownerName: '小李',
    editable: true,
    picCount: 0,
    lastTurn: null,
    lastSent: null,
    createdAt: '2025-03-01T02:00:00.000Z',
    updatedAt: '2025-03-01T02:00:00.000Z',
    pics: [],
    turns: [
      { speaker: 'customer', text: '滤芯多久换一次？' },
      { speaker: 'me', text: '一般一年换一次，首年免费' },
    ],
    reading: {
      state: 'done',
      done: 0,
      total: 0,
      error: null,
      errorMessage: null,
      startedAt: null,
      finishedAt: null,
    },
    suggestions: [],
    ...overrides,
  };
}

/** A stored suggestion of three replies, none sent. */
export const suggestionFixture = (overrides: Partial<SaleSuggestion> = {}): SaleSuggestion => ({
  id: '90',
  replies: [
    { tone: 'warm', text: '您好呀，滤芯首年免费更换哦' },
    { tone: 'professional', text: '滤芯建议 12 个月更换，首年免费' },
    { tone: 'brief', text: '一年一换，首年免费' },
  ],
  citations: [],
  model: 'stub-model',
  sentIndex: null,
  sentText: null,
  sentAt: null,
  createdAt: '2025-03-01T02:10:00.000Z',
  ...overrides,
});
