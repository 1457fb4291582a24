import type { Widen } from '@/lib/locale-types';

/** The studio frame's texts (default namespace); features keep theirs in their own folder. */
const zhCN = {
  app: {
    name: '妙语 AI Studio',
    tagline: '为团队打造会思考的 AI 助手',
    loading: '加载中…',
  },
  language: {
    'zh-CN': '中文',
    'en-US': 'English',
    switchTitle: '切换语言',
    switched: '语言已切换为中文',
  },
  validation: {
    phone: '请输入正确的手机号',
    smsCode: '请输入 6 位数字验证码',
  },
  http: {
    error: '错误',
    forbidden: '无权访问',
    requestError: '请求错误',
    networkError: '网络连接失败，请检查网络后重试',
    timeout: '请求超时，请稍后重试',
  },
  list: {
    retry: '重试',
  },
  nav: {
    logout: '退出登录',
  },
  navbar: {
    openMenu: '打开导航菜单',
    back: '返回',
    language: '切换语言',
    toDark: '切换为暗色主题',
    toLight: '切换为亮色主题',
    fullscreen: '全屏',
    exitFullscreen: '退出全屏',
    settings: '页面配置',
    userMenu: '用户菜单',
    account: '账号设置',
    switchOrg: '切换组织',
    currentOrg: '当前组织 ID：{{orgId}}',
    switchOrgLater: '组织切换将随组织功能一起上线',
    systemStatus: '系统状态',
    adminBadge: '平台管理员',
  },
  menu: {
    setting: '设置',
    redirect: '正在跳转',
    title: '导航菜单',
    collapse: '收起菜单',
    expand: '展开菜单',
    loading: '正在加载菜单…',
    loaded: '菜单加载成功',
    loadFailed: '菜单加载失败',
  },
  breadcrumb: {
    label: '当前位置',
    home: '首页',
  },
  tabBar: {
    label: '已打开的页面',
    actions: '标签页操作',
    close: '关闭标签页',
    reload: '重新加载',
    closeCurrent: '关闭当前标签页',
    closeLeft: '关闭左侧标签页',
    closeRight: '关闭右侧标签页',
    closeOthers: '关闭其它标签页',
    closeAll: '关闭全部标签页',
  },
  settings: {
    title: '页面配置',
    open: '打开页面配置',
    content: '内容区域',
    navbar: '导航栏',
    menu: '菜单栏',
    topMenu: '顶部菜单栏',
    footer: '底部',
    tabBar: '多页签',
    menuFromServer: '菜单来自后台',
    menuWidth: '菜单宽度 (px)',
    other: '其他设置',
    colorWeak: '色弱模式',
    close: '关闭',
    copy: '复制配置',
    copied: '复制成功，请粘贴到 apps/web/src/settings.json 文件中',
    copyFailed: '复制失败，请检查浏览器的剪贴板权限',
  },
  footer: {
    copyright: '© {{year}} {{name}}',
  },
  notFound: {
    title: '页面不存在',
    description: '你访问的页面不存在或已被移除。',
    backHome: '返回首页',
  },
  routeError: {
    title: '页面出错了',
    description: '页面加载失败，可能是网络问题或应用已更新。',
    reload: '重新加载',
  },
  answer: {
    thinking: '正在思考',
    failed: '回答失败',
    citations: '引用的资料',
  },
  markdown: {
    copy: '复制',
    copied: '已复制',
    copyFailed: '复制失败',
    code: '代码',
    diagramError: '图表无法解析，下面是它的源码',
  },
  qr: {
    show: '二维码',
    showNamed: '显示「{{name}}」的二维码',
    alt: '二维码：{{name}}',
    drawing: '正在生成二维码',
    failed: '无法生成二维码，请复制链接发送。',
    download: '下载 PNG',
    scanHint: '用手机相机或微信扫一扫打开。',
  },
  keyHolder: {
    holder: '持有人：{{name}}',
    holderGone: '持有人：已注销的账号',
    suspended: '已暂停',
    reasons: {
      removed: '持有人已被移出团队，这个密钥已暂停使用。',
      left: '持有人已退出团队，这个密钥已暂停使用。',
      banned: '持有人的账号已被封禁，这个密钥已暂停使用。',
      deleted: '持有人已注销账号，这个密钥已暂停使用。',
    },
    fix: '管理员可以把它转交给团队成员（恢复使用），或停用它。',
    assignTo: '转交给',
    assign: '转交',
    assigned: '已转交给 {{name}}',
    me: '{{name}}（我）',
  },
} as const;

/** The shape every locale file must have: zh-CN's keys, any strings. */
export type Messages = Widen<typeof zhCN>;

export default zhCN;
