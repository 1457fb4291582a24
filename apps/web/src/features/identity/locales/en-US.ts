import type { Widen } from '@/lib/locale-types';
import type zhCN from './zh-CN';

const enUS: Widen<typeof zhCN> = {
  provider: {
    dingtalk: 'DingTalk',
    wechat: 'WeChat',
    oidc: 'single sign-on',
  },
  flow: {
    redirecting: 'Going to {{provider}}…',
    finishing: 'Signing you in…',
    inApp: 'Signing in through DingTalk…',
    linked: '{{provider}} is linked',
    refused: 'You did not allow the sign-in',
    failed: 'The sign-in did not finish',
    noCode: 'This link has no sign-in code; start again from the sign-in page',
    retry: 'Sign in again',
    toLogin: 'Sign in with a phone',
    toAccount: 'Back to account settings',
  },
  buttons: {
    title: 'Other ways to sign in',
    team: 'For members of {{team}}',
    with: 'Sign in with {{provider}}',
    notFound: "This team's sign-in link was not found",
  },
  settings: {
    intro:
      "Members can sign in with the team's own DingTalk organisation, WeChat apps or identity provider (OIDC); each way says whether a first sign-in joins the team.",
    policy: 'Who may sign in: {{policy}}',
    noAddress:
      "The operator has not set this studio's address (PUBLIC_URL): members cannot sign in these ways yet.",
    add: 'Set up',
    edit: 'Change',
    remove: 'Turn off and delete',
    removeConfirm:
      'Members will no longer sign in to this team with {{provider}}; linked accounts stay. Delete it?',
    removed: '{{provider}} sign-in deleted',
    saved: 'Saved',
    save: 'Save',
    cancel: 'Cancel',
    drawerTitle: '{{provider}} sign-in',
    check: 'Test connection',
    checkOk: 'The connection works',
    checkFailed: 'The connection failed: {{detail}}',
    notSet: 'Not set up',
    enabled: 'On',
    disabled: 'Off',
    signInLink: 'Sign-in link',
    callbackUrl: 'Callback address (register it with the provider)',
    secretKept: 'Saved; leave empty to keep it',
    secretNeeded: 'Required',
    loadError: 'The sign-in settings could not be loaded',
    fields: {
      enabled: 'On',
      joinPolicy: 'Who may sign in',
      joinRole: 'Role of new members',
      corpId: 'CorpId (organisation id)',
      clientId: 'Client ID (AppKey)',
      clientSecret: 'Client Secret (AppSecret)',
      agentId: 'AgentId (optional)',
      websiteAppId: 'Website app AppID (QR code on a computer)',
      websiteAppSecret: 'Website app AppSecret',
      officialAppId: 'Official account AppID (inside WeChat)',
      officialAppSecret: 'Official account AppSecret',
      issuer: 'Issuer URL',
      oidcClientId: 'Client ID',
      oidcClientSecret: 'Client Secret',
      scopes: 'Scopes',
      callbackUrls: 'Allowed callback addresses (one per line)',
      displayName: 'Button text',
    },
    policies: {
      open: 'Anyone the provider vouches for; the first sign-in joins the team',
      members: 'Team members only (invite newcomers first)',
    },
    roles: { member: 'Member', admin: 'Admin' },
    weChatHint:
      'Bind both apps to one WeChat Open Platform account so the QR code and WeChat reach the same account.',
    oidcHint:
      'Register the callback address {{url}} with the identity provider, for the authorization code flow with PKCE.',
  },
  identities: {
    title: 'Linked accounts',
    intro: 'Once linked, they sign you in to this account.',
    empty: 'No account is linked yet',
    from: 'Linked through {{team}}',
    linkVia: 'Link {{provider}} ({{team}})',
    unlink: 'Unlink',
    unlinkConfirm: 'You will no longer sign in with this {{provider}} account. Unlink it?',
    unlinked: 'Unlinked',
    lastWayIn: 'This is your only way to sign in: add a phone or another account first',
    noneAvailable: 'Your teams have not turned on other ways to sign in',
  },
};

export default enUS;
