import type { Messages } from './zh-CN';

const enUS: Messages = {
  app: {
    name: 'Miaoyu AI Studio',
    tagline: 'AI helpers that work for your team',
    loading: 'Loading…',
  },
  language: {
    'zh-CN': '中文',
    'en-US': 'English',
    switchTitle: 'Switch language',
    switched: 'Language switched to English',
  },
  validation: {
    phone: 'Enter a valid phone number',
    smsCode: 'Enter the 6-digit code',
  },
  http: {
    error: 'Error',
    forbidden: 'Forbidden',
    requestError: 'Request error',
    networkError: 'Network error; check your connection and try again',
    timeout: 'The request timed out; try again later',
  },
  list: {
    retry: 'Retry',
  },
  nav: {
    logout: 'Sign out',
  },
  navbar: {
    openMenu: 'Open the navigation menu',
    language: 'Switch language',
    toDark: 'Switch to the dark theme',
    toLight: 'Switch to the light theme',
    fullscreen: 'Full screen',
    exitFullscreen: 'Exit full screen',
    settings: 'Page settings',
    userMenu: 'User menu',
    account: 'Account settings',
    switchOrg: 'Switch organisation',
    currentOrg: 'Current organisation ID: {{orgId}}',
    switchOrgLater: 'Switching organisations arrives with the organisations feature',
    systemStatus: 'System status',
    adminBadge: 'Platform admin',
  },
  menu: {
    setting: 'Settings',
    redirect: 'Redirecting',
    title: 'Navigation',
    collapse: 'Collapse the menu',
    expand: 'Expand the menu',
    loading: 'Loading the menu…',
    loaded: 'Menu loaded',
    loadFailed: 'The menu failed to load',
  },
  breadcrumb: {
    label: 'You are here',
    home: 'Home',
  },
  tabBar: {
    label: 'Open pages',
    actions: 'Tab actions',
    close: 'Close tab',
    reload: 'Reload',
    closeCurrent: 'Close this tab',
    closeLeft: 'Close tabs to the left',
    closeRight: 'Close tabs to the right',
    closeOthers: 'Close other tabs',
    closeAll: 'Close all tabs',
  },
  settings: {
    title: 'Page settings',
    open: 'Open page settings',
    content: 'Content',
    navbar: 'Navbar',
    menu: 'Menu',
    topMenu: 'Top menu',
    footer: 'Footer',
    tabBar: 'Tab bar',
    menuFromServer: 'Menu from server',
    menuWidth: 'Menu width (px)',
    other: 'Other settings',
    colorWeak: 'Colour weak',
    close: 'Close',
    copy: 'Copy settings',
    copied: 'Copied. Paste it into the settings file apps/web/src/settings.json',
    copyFailed: 'Copying failed; check the browser’s clipboard permission',
  },
  footer: {
    copyright: '© {{year}} {{name}}',
  },
  oauth: {
    title: 'Single sign-on',
    notConfigured: 'Single sign-on is not configured',
    description:
      'This deployment is not connected to a single sign-on service yet; sign in with your phone and a text-message code.',
    toLogin: 'Go to sign-in',
  },
  notFound: {
    title: 'Page not found',
    description: 'The page you asked for does not exist or was removed.',
    backHome: 'Back home',
  },
  routeError: {
    title: 'Something went wrong',
    description: 'The page failed to load: a network problem, or the app was updated.',
    reload: 'Reload',
  },
};

export default enUS;
