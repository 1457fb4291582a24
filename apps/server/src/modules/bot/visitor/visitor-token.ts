import { createHmac, hkdfSync } from 'node:crypto';
import { hashesEqual, randomToken } from '../../../lib/crypto';

/**
 * Visitors' ids, signed: the browser keeps `<id>.<signature>` (in local storage, since an
 * embedded page may get no cookies) and sends it with each request; nobody can forge another
 * visitor's id without APP_SECRET. Nothing is stored for a visitor until they write.
 */
export class VisitorTokens {
  private readonly key: Buffer;

  constructor(appSecret: string) {
    this.key = Buffer.from(hkdfSync('sha256', appSecret, 'miaoyu-visitor', 'visitor-id', 32));
  }

  private sign(visitorId: string): string {
    return createHmac('sha256', this.key).update(visitorId).digest('base64url');
  }

  issue(): { visitorId: string; token: string } {
    const visitorId = `v_${randomToken(16)}`;
    return { visitorId, token: `${visitorId}.${this.sign(visitorId)}` };
  }

  /** The visitor id a token proves, or null for a forged, damaged or missing one. */
  verify(token: string | undefined): string | null {
    if (!token || token.length > 200) return null;
    const dot = token.lastIndexOf('.');
    if (dot <= 0) return null;
    const visitorId = token.slice(0, dot);
    if (!/^v_[A-Za-z0-9_-]{10,40}$/.test(visitorId)) return null;
    return hashesEqual(token.slice(dot + 1), this.sign(visitorId)) ? visitorId : null;
  }
}
