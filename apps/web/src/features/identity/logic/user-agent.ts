/** Inside the DingTalk app: free sign-in with a code the app gives the page. */
export const inDingTalk = (userAgent: string) => /DingTalk/i.test(userAgent);
