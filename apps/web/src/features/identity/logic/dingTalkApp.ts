/**
 * Asks the DingTalk app for a free-login code (`dd.requestAuthCode`). Loaded only on the DingTalk
 * page, inside the app: the rest of the studio never downloads the bridge. The platforms' bridges
 * (iOS, Android, HarmonyOS, PC) register themselves when their module loads.
 */
export async function dingTalkAppCode(corpId: string, clientId: string): Promise<string> {
  const [{ requestAuthCode$ }] = await Promise.all([
    import('dingtalk-jsapi/api/union/requestAuthCode'),
    import('dingtalk-jsapi/platform'),
  ]);
  const { code } = await requestAuthCode$({ corpId, clientId });
  return code;
}
