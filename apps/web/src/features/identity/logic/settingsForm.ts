import {
  saveSignInBodySchema,
  type SaveSignInBody,
  type SignInProvider,
  type SignInSettings,
} from '@miaoyu/contracts/identity';
import { schemaErrors, type FieldErrors } from '@/lib/form';

/** The form's values: the contract's body, with the callback list as lines of text. */
export interface SettingsValues {
  enabled: boolean;
  joinRole: 'member' | 'admin';
  joinPolicy: 'open' | 'members';
  settings: Record<string, string>;
  secrets: Record<string, string>;
}

const text = (value: unknown) => (Array.isArray(value) ? value.join('\n') : String(value ?? ''));

/** What the form starts with: the stored settings, or a new provider's defaults. */
export function initialValues(
  provider: SignInProvider,
  stored: SignInSettings | undefined,
  callbackUrl: string,
): SettingsValues {
  const defaults: Record<SignInProvider, Record<string, string>> = {
    dingtalk: { corpId: '', clientId: '', agentId: '' },
    wechat: { websiteAppId: '', officialAppId: '' },
    oidc: {
      issuer: '',
      clientId: '',
      scopes: 'openid profile email',
      callbackUrls: callbackUrl,
      displayName: '',
    },
  };
  const settings = { ...defaults[provider] };
  for (const [name, value] of Object.entries(stored?.settings ?? {})) settings[name] = text(value);
  return {
    enabled: stored?.enabled ?? true,
    joinRole: stored?.joinRole ?? 'member',
    // Anyone has a WeChat: a new WeChat sign-in lets members only unless the team opens it.
    joinPolicy: stored?.joinPolicy ?? (provider === 'wechat' ? 'members' : 'open'),
    settings,
    secrets: {},
  };
}

/** The body the form sends: trimmed lines of callback addresses become the list. */
export function toBody(provider: SignInProvider, values: SettingsValues): SaveSignInBody {
  const settings: Record<string, unknown> = { ...values.settings };
  if (provider === 'oidc')
    settings.callbackUrls = String(settings.callbackUrls ?? '')
      .split(/\s+/)
      .filter(Boolean);
  return {
    provider,
    enabled: values.enabled,
    joinRole: values.joinRole,
    joinPolicy: values.joinPolicy,
    settings,
    secrets: values.secrets ?? {},
  } as SaveSignInBody;
}

/**
 * What is wrong with each field, checked with the contract's schema (the server's check); a
 * secret the settings need and the server does not have yet is asked for here too.
 */
export function validateSettings(
  provider: SignInProvider,
  values: SettingsValues,
  stored: SignInSettings | undefined,
  required: string,
): FieldErrors {
  const errors = schemaErrors(saveSignInBodySchema, toBody(provider, values));
  for (const name of Object.keys(errors)) {
    // One message for the list, on its text box.
    const list = /^settings\.callbackUrls\[\d+\]$/.exec(name);
    if (list) errors['settings.callbackUrls'] ??= errors[name]!;
  }
  for (const secret of neededSecrets(provider, values))
    if (!values.secrets?.[secret] && !stored?.secretsSet.includes(secret))
      errors[`secrets.${secret}`] ??= required;
  return errors;
}

/** The secrets the settings need: WeChat's only for the apps it has. */
export function neededSecrets(provider: SignInProvider, values: SettingsValues): string[] {
  if (provider !== 'wechat') return ['clientSecret'];
  return [
    values.settings?.websiteAppId ? 'websiteAppSecret' : '',
    values.settings?.officialAppId ? 'officialAppSecret' : '',
  ].filter(Boolean);
}
