import type { Widen } from '@/lib/locale-types';

/** The feedback feature's texts (namespace `feedback`); the source every other language follows. */
const zhCN = {
  feedback: {
    form: {
      title: '提交反馈',
      type: '反馈类型',
      content: '反馈内容',
      contentPlaceholder: '请描述你遇到的问题或建议',
      contentRequired: '请填写反馈内容',
      contentTooLong: '反馈内容不能超过 {{max}} 个字',
      counter: '{{count}} / {{max}}',
      contact: '联系方式',
      contactPlaceholder: '选填：手机号、邮箱或微信',
      contactTooLong: '联系方式不能超过 {{max}} 个字',
      screenshots: '截图',
      screenshotsHint: '选填，最多 {{max}} 张，每张不超过 {{size}} MB',
      addScreenshot: '添加截图',
      removeScreenshot: '移除截图',
      tooMany: '最多只能添加 {{max}} 张截图',
      badType: '请选择 PNG、JPEG、WebP 或 GIF 图片',
      tooLarge: '图片不能超过 {{max}} MB',
      submit: '提交反馈',
      submitted: '感谢反馈，我们会尽快处理',
    },
    types: {
      bug: '问题',
      suggestion: '建议',
      other: '其他',
    },
    status: {
      open: '待处理',
      replied: '已回复',
      closed: '已关闭',
    },
    list: {
      title: '我的反馈',
      empty: '还没有提交过反馈',
      total: '共 {{total}} 条',
      submittedAt: '提交于 {{time}}',
      contact: '联系方式：{{contact}}',
      reply: '{{name}} 回复',
      screenshot: '截图 {{index}}',
      loadFailed: '反馈加载失败',
      retry: '重试',
    },
  },
} as const;

export type Messages = Widen<typeof zhCN>;

export default zhCN;
