// A real OpenID provider (oidc-provider 9) on 127.0.0.1 for SSO tests: the studio is the relying
// party. No test-runner imports here, so vitest API tests and Playwright browser tests can share it.
// devInteractions stay on: GET /interaction/:uid shows the login form (fields prompt=login, login,
// password; any password works), then the consent form (prompt=consent); both POST to
// /interaction/:uid. `signIn` posts those forms for you; a browser test clicks through them.
import { randomBytes, randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair } from 'jose';
// @ts-expect-error -- oidc-provider ships no type declarations (and @types/oidc-provider is not installed)
import Provider, { errors } from 'oidc-provider';

export interface OidcIdpClient {
  client_id: string;
  client_secret: string;
  redirect_uris: string[];
}

export interface OidcIdpAccount {
  name?: string;
  email?: string;
  preferred_username?: string;
}

export interface OidcIdp {
  /** e.g. http://127.0.0.1:PORT, no trailing slash. */
  issuer: string;
  close(): Promise<void>;
  /** Logs `sub` in through the dev login + consent forms; returns the redirect_uri URL reached. */
  signIn(authorizationUrl: string, sub: string): Promise<string>;
}

export async function startOidcIdp(options: {
  clients: OidcIdpClient[];
  accounts: Record<string, OidcIdpAccount>; // keyed by sub
  /** true: profile/email claims only via userinfo (strict spec); default false: also in id_token. */
  conformIdTokenClaims?: boolean;
  /** A fixed port, for an issuer a server was allowed to reach before it started. */
  port?: number;
}): Promise<OidcIdp> {
  // Listen first so that the issuer can carry the real port; attach the provider afterwards.
  const server = createServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const close = () =>
    new Promise<void>((resolve, reject) => {
      server.close((err) => (err ? reject(err) : resolve()));
      server.closeAllConnections(); // fetch and browsers keep connections alive
    });
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  try {
    const { privateKey } = await generateKeyPair('RS256', { extractable: true });
    const jwk = { ...(await exportJWK(privateKey)), kid: randomUUID(), alg: 'RS256', use: 'sig' };
    const accounts = options.accounts;
    const provider = new Provider(issuer, {
      clients: options.clients.map((c) => ({
        ...c,
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
      })),
      jwks: { keys: [jwk] },
      async findAccount(ctx: { oidc?: { session?: { destroy(): Promise<void> } } }, sub: string) {
        if (Object.hasOwn(accounts, sub)) {
          return { accountId: sub, claims: () => ({ sub, ...accounts[sub] }) };
        }
        // The dev login accepts any name. For an unknown one, drop the IdP session (so the browser
        // is not stuck with it) and send error=access_denied back to the client's redirect_uri.
        await ctx.oidc?.session?.destroy();
        throw new errors.AccessDenied(`unknown account ${sub}`);
      },
      claims: { openid: ['sub'], profile: ['name', 'preferred_username'], email: ['email'] },
      conformIdTokenClaims: options.conformIdTokenClaims ?? false,
      features: { devInteractions: { enabled: true } },
      // Cookies on 127.0.0.1 are shared across ports, so keep clear of the studio's names. They are
      // only marked Secure when the request is https, so the http issuer works in a browser as is.
      cookies: {
        keys: [randomBytes(32).toString('base64url')],
        names: { session: 'idp_session', interaction: 'idp_interaction', resume: 'idp_resume' },
      },
      // Explicit TTLs silence the "default ttl.* function called" notices.
      ttl: { AccessToken: 3600, IdToken: 3600, Interaction: 600, Session: 3600, Grant: 3600 },
      // A plain error page (the default one prints a notice and pulls in Google Fonts).
      renderError(ctx: { type: string; body: string }, out: Record<string, string | undefined>) {
        ctx.type = 'html';
        ctx.body = `<!DOCTYPE html><title>${esc(out.error)}</title><h1>${esc(out.error)}</h1><p>${esc(out.error_description)}</p>`;
      },
    });
    provider.on('server_error', (_ctx: unknown, err: unknown) => console.error('oidc-idp:', err));
    server.on('request', provider.callback());
  } catch (err) {
    await close();
    throw err;
  }

  return { issuer, close, signIn: (url, sub) => signIn(issuer, url, sub) };
}

async function signIn(issuer: string, authorizationUrl: string, sub: string): Promise<string> {
  const origin = new URL(issuer).origin;
  if (new URL(authorizationUrl).origin !== origin) {
    throw new Error(`signIn: ${authorizationUrl} is not on the IdP ${issuer}`);
  }
  const jar = new Map<string, string>();
  const submitted = new Set<string>();
  let url = authorizationUrl;
  let body: URLSearchParams | undefined;

  for (let step = 0; step < 20; step++) {
    const target = new URL(url);
    if (target.origin !== origin) return url; // the client's redirect_uri: code, state, iss
    const headers = new Headers();
    if (jar.size) headers.set('cookie', [...jar].map(([k, v]) => `${k}=${v}`).join('; '));
    const res = await fetch(target, {
      method: body ? 'POST' : 'GET',
      headers,
      body,
      redirect: 'manual',
    });
    storeCookies(jar, res.headers.getSetCookie());
    body = undefined;
    const location = res.headers.get('location');
    if (res.status >= 300 && res.status < 400 && location) {
      await res.body?.cancel();
      url = new URL(location, target).href;
      continue;
    }
    const html = await res.text();
    const form = res.ok ? readForm(html) : undefined;
    if (form && (form.prompt === 'login' || form.prompt === 'consent')) {
      if (submitted.has(form.prompt)) {
        throw new Error(
          `signIn: the IdP asked for ${form.prompt} again for "${sub}" at ${target.href}` +
            (form.prompt === 'login' ? ' (is the sub one of the accounts?)' : ''),
        );
      }
      submitted.add(form.prompt);
      url = new URL(form.action, target).href;
      body = new URLSearchParams(
        form.prompt === 'login'
          ? { prompt: 'login', login: sub, password: 'x' }
          : { prompt: 'consent' },
      );
      continue;
    }
    throw new Error(
      `signIn: stopped on the IdP at ${target.href} (HTTP ${res.status}): ${pageText(html)}`,
    );
  }
  throw new Error(`signIn: too many redirects starting from ${authorizationUrl}`);
}

function storeCookies(jar: Map<string, string>, setCookies: string[]): void {
  for (const line of setCookies) {
    const [pair = '', ...attrs] = line.split(';');
    const eq = pair.indexOf('=');
    if (eq < 1) continue;
    const name = pair.slice(0, eq).trim();
    const value = pair.slice(eq + 1).trim();
    const expired = attrs.some((a) => {
      const [k = '', v = ''] = a.trim().split('=');
      const key = k.toLowerCase();
      return (
        (key === 'max-age' && Number(v) <= 0) || (key === 'expires' && Date.parse(v) < Date.now())
      );
    });
    if (!value || expired) jar.delete(name);
    else jar.set(name, value);
  }
}

function readForm(html: string): { action: string; prompt: string } | undefined {
  const action = /<form[^>]*\baction="([^"]*)"/i.exec(html)?.[1];
  const prompt = /<input[^>]*name="prompt"[^>]*value="([^"]*)"/i.exec(html)?.[1];
  return action && prompt ? { action: action.replaceAll('&amp;', '&'), prompt } : undefined;
}

function esc(text = ''): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function pageText(html: string): string {
  const body = html.replace(/<(style|script)[\s\S]*?<\/\1>/gi, ' ').replace(/<[^>]+>/g, ' ');
  const text = body.replace(/&#(\d+);/g, (_m, n: string) => String.fromCharCode(Number(n)));
  return text.replace(/\s+/g, ' ').trim().slice(0, 400) || '(empty body)';
}
