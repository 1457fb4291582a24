import type { Widen } from '@/lib/locale-types';

/** The account feature's texts (namespace `account`); the source every other language follows. */
const zhCN = {
  account: {
    profile: {
      title: '基本信息',
      avatar: '头像',
      uploadAvatar: '更换头像',
      avatarHint: '支持 PNG、JPEG、WebP、GIF，不超过 5 MB',
      avatarPreview: '新头像预览',
      avatarSaved: '头像已更新',
      badType: '请选择 PNG、JPEG、WebP 或 GIF 图片',
      tooLarge: '图片不能超过 {{max}} MB',
      nickname: '昵称',
      nicknamePlaceholder: '1–20 个字',
      save: '保存',
      nicknameSaved: '昵称已更新',
      phone: '手机号',
      noPhone: '未绑定',
      userId: '用户 ID',
      createdAt: '注册时间',
      org: '当前组织',
    },
    phone: {
      title: '更换手机号',
      titleAdd: '绑定手机号',
      current: '当前手机号：{{phone}}',
      none: '还没有绑定手机号：绑定后也可以用手机号和验证码登录。',
      newPhone: '新手机号',
      newPhonePlaceholder: '请输入新手机号',
      code: '验证码',
      codePlaceholder: '请输入 6 位验证码',
      sendCode: '获取验证码',
      resendIn: '{{seconds}}s 后重新获取',
      codeSent: '验证码已发送，{{minutes}} 分钟内有效',
      submit: '确认更换',
      changed: '手机号已更换',
      same: '新手机号与当前手机号相同',
    },
    devices: {
      title: '登录设备',
      current: '本机',
      signedInAt: '登录于 {{time}}',
      expiresAt: '有效期至 {{time}}',
      ip: 'IP {{ip}}',
      revoke: '下线',
      revokeConfirm: '确定让「{{name}}」下线吗？该设备需要重新登录。',
      revoked: '设备已下线',
      currentHint: '本机可通过右上角头像菜单退出登录',
      empty: '没有其他登录设备',
      unknownBrowser: '未知浏览器',
      unknownOs: '未知系统',
      on: '{{browser}} · {{os}}',
    },
    delete: {
      title: '注销账号',
      warning: '注销后，账号及其个人数据将被永久删除，无法恢复。',
      soleTeams: '以下团队只有你一人，将随账号一并删除：',
      noTeams: '没有需要一并删除的团队。',
      blocked: '你拥有以下团队且团队中还有其他成员，请先转让所有权或移除成员后再注销：',
      manageTeams: '前往团队管理',
      confirmLabel: '请输入「{{word}}」以确认',
      confirmWord: '注销账号',
      submit: '永久注销账号',
      deleted: '账号已注销',
    },
  },
} as const;

export type Messages = Widen<typeof zhCN>;

export default zhCN;
