import { SignInStop } from './errors';

/** Longest the app may take to answer before the page says so. */
const APP_TIMEOUT_MS = 15_000;

/** What the DingTalk bridge rejects with: not an Error. */
interface BridgeRefusal {
  errorCode?: string;
  errorMessage?: string;
}

/**
 * Asks the DingTalk app for a free-login code (`dd.requestAuthCode`). Loaded only on the DingTalk
 * page, inside the app: the rest of the studio never downloads the bridge. The platforms' bridges
 * (iOS, Android, HarmonyOS, PC) register themselves when their module loads. A refusal or no
 * answer ends as a SignInStop with the app's words (`refused` and `noAnswer` are the page's).
 */
export async function dingTalkAppCode(
  corpId: string,
  clientId: string,
  texts: { refused: (reason: string) => string; noAnswer: string },
): Promise<string> {
  const [{ requestAuthCode$ }] = await Promise.all([
    import('dingtalk-jsapi/api/union/requestAuthCode'),
    import('dingtalk-jsapi/platform'),
  ]);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const silence = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new SignInStop(texts.noAnswer)), APP_TIMEOUT_MS);
  });
  try {
    const { code } = await Promise.race([requestAuthCode$({ corpId, clientId }), silence]);
    return code;
  } catch (error) {
    if (error instanceof SignInStop) throw error;
    const refusal = error as BridgeRefusal | Error;
    const reason =
      refusal instanceof Error ? refusal.message : (refusal?.errorMessage ?? refusal?.errorCode);
    throw new SignInStop(texts.refused(String(reason ?? '')));
  } finally {
    clearTimeout(timer);
  }
}
