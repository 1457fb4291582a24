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
    firstSteps: {
      title: 'First steps',
      progress: '{{done}} of {{total}} steps done',
      allDone: 'All done! Your customer-service bot is live.',
      done: 'Done',
      todo: 'To do',
      open: 'Open',
      dismiss: 'Hide',
      steps: {
        model: {
          title: 'Add a model',
          hint: 'Connect an OpenAI-compatible model service; without one, helpers can only quote the knowledge base.',
          action: 'Add',
        },
        knowledge: {
          title: 'Add knowledge',
          hint: 'Create a knowledge base and upload documents; helpers can cite them once processed.',
          action: 'Add',
        },
        helper: {
          title: 'Create a helper',
          hint: 'Start from a template: a general, copywriting or sales helper in a few minutes.',
          action: 'Create',
        },
        bot: {
          title: 'Publish a bot',
          hint: 'Create a customer-service helper and a key; visitors can then talk to it through a link.',
          action: 'Publish',
        },
        embed: {
          title: 'Embed it on a site',
          hint: 'Put the embed code on a website the key allows; done once a page there loads the bot.',
          action: 'Get the code',
        },
      },
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
