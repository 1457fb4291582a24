import type { Messages } from './zh-CN';

const enUS: Messages = {
  feedback: {
    form: {
      title: 'Send feedback',
      type: 'Type',
      content: 'Feedback',
      contentPlaceholder: 'Describe the problem you met or your suggestion',
      contentRequired: 'Please write your feedback',
      contentTooLong: 'Feedback can be at most {{max}} characters',
      counter: '{{count}} / {{max}}',
      contact: 'Contact',
      contactPlaceholder: 'Optional: phone, email or WeChat',
      contactTooLong: 'Contact can be at most {{max}} characters',
      screenshots: 'Screenshots',
      screenshotsHint: 'Optional, up to {{max}}, each at most {{size}} MB',
      addScreenshot: 'Add screenshot',
      removeScreenshot: 'Remove screenshot',
      tooMany: 'At most {{max}} screenshots',
      badType: 'Choose a PNG, JPEG, WebP or GIF image',
      tooLarge: 'Images must be at most {{max}} MB',
      submit: 'Send feedback',
      submitted: 'Thanks for your feedback, we will look at it soon',
    },
    types: {
      bug: 'Bug',
      suggestion: 'Suggestion',
      other: 'Other',
    },
    status: {
      open: 'Open',
      replied: 'Replied',
      closed: 'Closed',
    },
    list: {
      title: 'My feedback',
      empty: 'You have not sent any feedback yet',
      total: '{{total}} in all',
      submittedAt: 'Sent {{time}}',
      contact: 'Contact: {{contact}}',
      reply: 'Reply from {{name}}',
      screenshot: 'Screenshot {{index}}',
      loadFailed: 'Could not load your feedback',
      retry: 'Retry',
    },
  },
};

export default enUS;
