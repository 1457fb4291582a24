import { LRUCache } from 'lru-cache';
import * as oidc from 'openid-client';
import { isAllowedHost } from '../../../lib/outbound/guard';
import type { OutboundGuard } from '../../../lib/outbound/fetch';
import { sha256 } from '../../../lib/crypto';
import { codeRefused, ProviderFailure, profileOf, type ProviderProfile } from './profile';

export interface OidcClient {
  issuer: string;
  clientId: string;
  clientSecret: string;
  scopes: string;
}

/** What the callback must match, kept server-side (sealed) from the start of the flow. */
export interface OidcProof {
  verifier: string;
  nonce: string;
}

/** Discovery documents, kept ten minutes per client (a changed secret is another entry). */
const configurations = new LRUCache<string, oidc.Configuration>({ max: 200, ttl: 600_000 });

/**
 * The provider's configuration, read through the SSRF guard. Plain http is for a host the
 * operator allowed on the private network (an intranet identity server, a test's), never the
 * open internet.
 */
export async function discover(
  outbound: OutboundGuard,
  client: OidcClient,
  timeoutMs: number,
): Promise<oidc.Configuration> {
  const key = sha256(`${client.issuer}\n${client.clientId}\n${client.clientSecret}`);
  const cached = configurations.get(key);
  if (cached) return cached;
  const issuer = new URL(client.issuer);
  const insecure =
    issuer.protocol === 'http:' &&
    isAllowedHost(outbound.allowedHosts, issuer.hostname, issuer.port || '80');
  if (issuer.protocol === 'http:' && !insecure)
    throw new ProviderFailure(`oidc discovery: http issuer ${issuer.host} is not an allowed host`);
  try {
    const configuration = await oidc.discovery(
      issuer,
      client.clientId,
      undefined,
      oidc.ClientSecretBasic(client.clientSecret),
      {
        [oidc.customFetch]: outbound.fetch,
        timeout: Math.ceil(timeoutMs / 1000),
        execute: insecure ? [oidc.allowInsecureRequests] : [],
      },
    );
    configuration.timeout = Math.ceil(timeoutMs / 1000);
    checkMetadata(outbound, client.issuer, configuration.serverMetadata());
    configurations.set(key, configuration);
    return configuration;
  } catch (error) {
    if (error instanceof ProviderFailure) throw error;
    throw new ProviderFailure(`oidc discovery: ${(error as Error).message}`);
  }
}

const sameAddress = (a: string, b: string) => a.replace(/\/+$/, '') === b.replace(/\/+$/, '');

/**
 * The document must name the issuer it was read from (id tokens are checked against the issuer it
 * names), and send the code and the secret over https, or to a host the operator allowed.
 */
function checkMetadata(
  outbound: OutboundGuard,
  issuer: string,
  metadata: oidc.ServerMetadata,
): void {
  if (!sameAddress(metadata.issuer, issuer))
    throw new ProviderFailure(`oidc discovery: the document names issuer ${metadata.issuer}`);
  const endpoints = [
    metadata.authorization_endpoint,
    metadata.token_endpoint,
    metadata.jwks_uri,
    metadata.userinfo_endpoint,
  ];
  for (const endpoint of endpoints) {
    if (!endpoint) continue;
    const url = new URL(endpoint);
    if (url.protocol === 'https:') continue;
    if (
      url.protocol === 'http:' &&
      isAllowedHost(outbound.allowedHosts, url.hostname, url.port || '80')
    )
      continue;
    throw new ProviderFailure(`oidc discovery: ${endpoint} is neither https nor an allowed host`);
  }
}

/** The provider's sign-in page, with PKCE (S256), the state and a nonce. */
export async function oidcAuthorizeUrl(
  configuration: oidc.Configuration,
  client: OidcClient,
  redirectUri: string,
  state: string,
): Promise<{ url: string; proof: OidcProof }> {
  const verifier = oidc.randomPKCECodeVerifier();
  const nonce = oidc.randomNonce();
  const url = oidc.buildAuthorizationUrl(configuration, {
    redirect_uri: redirectUri,
    scope: client.scopes,
    code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
    code_challenge_method: 'S256',
    state,
    nonce,
  });
  return { url: url.toString(), proof: { verifier, nonce } };
}

const claimText = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * The callback, whole (code, state, iss), for tokens; the id token's signature, issuer, audience,
 * expiry and nonce are checked by openid-client. The person is `(iss, sub)`.
 */
export async function oidcProfile(
  configuration: oidc.Configuration,
  callback: URL,
  state: string,
  proof: OidcProof,
  fallbackName: string,
): Promise<ProviderProfile> {
  let tokens: Awaited<ReturnType<typeof oidc.authorizationCodeGrant>>;
  try {
    tokens = await oidc.authorizationCodeGrant(configuration, callback, {
      pkceCodeVerifier: proof.verifier,
      expectedState: state,
      expectedNonce: proof.nonce,
      idTokenExpected: true,
    });
  } catch (error) {
    // The provider refused the code, or its answer failed a check: the person starts again.
    if (error instanceof oidc.ResponseBodyError || error instanceof oidc.AuthorizationResponseError)
      throw codeRefused();
    if (error instanceof oidc.ClientError && /^OAUTH_/.test(error.code ?? '')) throw codeRefused();
    throw new ProviderFailure(`oidc token: ${(error as Error).message}`);
  }
  const claims = tokens.claims()!;
  let name =
    claimText(claims.name) || claimText(claims.preferred_username) || claimText(claims.email);
  if (!name) {
    // Some providers keep the profile out of the id token: ask userinfo, but not at any cost.
    name = await oidc
      .fetchUserInfo(configuration, tokens.access_token, claims.sub)
      .then(
        (info) =>
          claimText(info.name) || claimText(info.preferred_username) || claimText(info.email),
      )
      .catch(() => '');
  }
  return profileOf('oidc', claims.iss, claims.sub, name || fallbackName);
}
