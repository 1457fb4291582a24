/**
 * Signing in through a team's DingTalk, WeChat or single sign-on. The domain's error codes, each
 * with its text in Chinese, the source; the English is beside it, in `errors.en-US.ts`.
 */
export const IDENTITY_ERRORS = {
  SIGN_IN_NOT_OFFERED: '该团队没有开启这种登录方式',
  SIGN_IN_FLOW_EXPIRED: '登录已过期或已使用，请重新登录',
  SIGN_IN_OTHER_BROWSER: '请在发起登录的同一浏览器中完成登录',
  SIGN_IN_CODE_REFUSED: '登录凭证无效或已过期，请重新登录',
  SIGN_IN_PROVIDER_FAILED: '登录服务暂时不可用，请稍后再试',
  SIGN_IN_CALLBACK_NOT_ALLOWED: '回调地址不在团队允许的列表中',
  SIGN_IN_OUTSIDE_CORP: '你不在该团队绑定的钉钉组织中',
  SIGN_IN_SNAPSHOT_USER: '请在微信中授权后再登录',
  SIGN_IN_SECRET_MISSING: '请填写密钥后再保存',
  SIGN_IN_SECRET_REENTER: '修改了 Issuer 或 Client ID，请重新填写 Client Secret',
  SIGN_IN_MEMBERS_ONLY: '该登录方式只对团队成员开放，请先让管理员邀请你加入',
  SIGN_IN_NO_ADDRESS: '管理员还没有设置本站的访问地址（PUBLIC_URL），暂时不能使用第三方登录',
  IDENTITY_TAKEN: '该账号已绑定到另一个用户',
  IDENTITY_LAST_WAY_IN: '这是你唯一的登录方式，不能解绑',
  IDENTITY_SIGN_IN_REQUIRED: '请先登录再绑定',
} as const satisfies Record<string, string>;
