import type { Messages } from './zh-CN';

const enUS: Messages = {
  workplace: {
    welcome: 'Welcome back, {{nickname}}',
    intro: 'Manage your AI helpers, knowledge base and business scenes from here.',
    stats: {
      title: 'Overview',
      conversationsThisWeek: 'Conversations this week',
      messagesThisWeek: 'Messages this week',
      tokensThisWeek: 'Tokens this week',
      helpers: 'Helpers',
      visitorsToday: 'Visitors today',
    },
    chart: {
      title: 'Messages, last 30 days',
      total: '{{total}} messages in 30 days',
      seriesName: 'Messages',
      tooltipValue: 'Messages: {{value}}',
      export: 'Export PNG',
      ariaLabel: 'Line chart of daily messages over the last 30 days, {{total}} in total',
      empty: 'No messages in the last 30 days. Once conversations start, daily counts show here.',
      loadFailed: 'The chart failed to load; reload the page to try again.',
    },
    quickActions: {
      title: 'Quick actions',
      newChat: 'New chat',
      helpers: 'My helpers',
      knowledgeBase: 'Knowledge base',
      organization: 'Team',
      settings: 'Account settings',
    },
    recent: {
      title: 'Recent conversations',
      empty: 'No conversations yet',
      emptyHint:
        'Your conversations with AI helpers appear here, so you can pick up where you left off.',
      start: 'Start a conversation',
      untitled: 'Untitled conversation',
    },
    announcements: {
      title: 'Announcements',
      empty: 'No announcements',
      emptyHint: 'Announcements from the platform and your team appear here.',
    },
    error: {
      title: 'The workplace could not load',
      hint: 'The network may be unstable or the service briefly unavailable; try again shortly.',
      retry: 'Retry',
    },
  },
};

export default enUS;
