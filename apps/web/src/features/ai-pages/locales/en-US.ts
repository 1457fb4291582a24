import { plural } from '@/lib/locale-types';
import type { Messages } from './zh-CN';

const enUS: Messages = {
  list: {
    intro:
      'Let a helper write web pages from a conversation: product pages, invitations, quotes, reports… Change them until they are right, then share a link your customers open on a phone or in WeChat, without signing in.',
    create: 'New page',
    mine: 'My pages',
    team: "Team's pages",
    search: 'Search titles',
    loadFailed: 'The pages could not be loaded',
    empty: 'No AI pages yet',
    emptyText:
      'Tell a helper what page you want: it writes the whole page, and you change it while you watch.',
    emptyHow: 'In a chat, "Make a web page" under an answer turns that answer into a page.',
    noMatch: 'No pages found',
    noMatchText: 'Try other words.',
    owner: 'By {{name}}',
    version: 'Version {{n}}',
    liveShares: plural('{{count}} live link', '{{count}} live links'),
    updatedAt: 'Updated {{time}}',
  },
  preview: {
    width: 'Preview width',
    computer: 'Computer',
    phone: 'Phone',
  },
  ask: {
    title: 'Changes',
    label: 'Tell the helper what to change',
    placeholder:
      'Tell the helper what to change, e.g. make the price 159 and the title blue (Enter sends, Shift+Enter for a new line)',
    send: 'Change the page',
    stop: 'Stop',
  },
  source: {
    generated: 'Written',
    changed: 'Changed as asked',
    edited: 'Edited by hand',
    restored: 'Restored',
  },
  versions: {
    title: 'Versions',
    current: 'Current',
    show: 'Preview',
    compare: 'Compare',
    compareTitle: 'Compare versions',
    before: 'Older version',
    after: 'Newer version',
    restore: 'Restore',
    restoredFrom: 'Brought version {{n}} back',
    restoreConfirm:
      'Make version {{n}} the newest again? The current version stays in the history.',
  },
  share: {
    open: 'Share',
    title: 'Share the page',
    intro:
      'The link always shows version {{n}}: later changes do not alter links already sent. Whoever opens it needs no account.',
    expiry: 'Expires',
    days: plural('in {{count}} day', 'in {{count}} days'),
    forever: 'Never',
    password: 'Password',
    passwordPlaceholder: 'Optional, 4 to 64 characters',
    create: 'Make a link',
    links: 'Links',
    link: 'Link',
    state: { live: 'Live', revoked: 'Revoked', expired: 'Expired' },
    withPassword: 'Password',
    until: 'Expires {{time}}',
    views: plural('{{count}} view', '{{count}} views'),
    lastViewed: 'last {{time}}',
    revoke: 'Revoke',
    revokeConfirm: 'The link stops working at once. Revoke it?',
  },
  editor: {
    loadFailed: 'The page could not be loaded',
    back: 'Back to AI pages',
    preview: 'Preview',
    code: 'Code',
    writing: 'The helper is writing…',
    showing: 'Showing version {{n}}',
    readOnly:
      "This is a colleague's page: you can read it; only its author and the team's admins change and share it.",
    more: 'More',
    rename: 'Rename',
    titleLabel: 'Page title',
    delete: 'Delete page',
    deleteTitle: 'Delete this page?',
    deleteText:
      'The page, all its versions and its links are deleted; links already sent stop working.',
  },
  code: {
    hint: 'Change the HTML by hand; saving makes a new version',
    label: 'Page HTML',
    save: 'Save as new version',
    discard: 'Discard changes',
  },
  new: {
    title: 'New AI page',
    label: 'What page do you want',
    placeholder:
      'Say what the page is for, what it holds and how it looks, e.g. a product page for the Smart Flask Pro: 12-hour insulation, ¥199, in red',
    fromAnswer: 'The page is written from this conversation and the answer you chose.',
    fromAnswerPrompt: 'Turn this answer into a web page that reads well on a phone',
    write: 'Write the page',
    emptyTitle: 'The page appears here as it is written',
    emptyText:
      'Then ask for changes, edit the code by hand, compare and restore versions, and share it with customers.',
    examples: {
      product: {
        label: 'Product page',
        prompt:
          'A product page: the product name, three selling points, the price and how to reach us, for phones',
      },
      invitation: {
        label: 'Invitation',
        prompt: 'An event invitation: theme, time and place, the programme and how to sign up',
      },
      quote: {
        label: 'Quote',
        prompt:
          'A quote: customer name, a table of items (name, quantity, unit price, subtotal), the total and how long it is valid',
      },
      report: {
        label: 'Report',
        prompt:
          'A monthly sales report: cards with the key figures and a weekly bar chart drawn in SVG',
      },
    },
  },
};

export default enUS;
