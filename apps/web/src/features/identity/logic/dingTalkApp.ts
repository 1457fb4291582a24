/**
 * Asks the DingTalk app for a free-login code (`dd.requestAuthCode`). Loaded only on the DingTalk
 * page, inside the app: the rest of the studio never downloads the bridge.
 */
export async function dingTalkAppCode(corpId: string, clientId: string): Promise<string> {
  const { requestAuthCode$ } = await import('dingtalk-jsapi/api/union/requestAuthCode');
  const { code } = await requestAuthCode$({ corpId, clientId });
  return code;
}
