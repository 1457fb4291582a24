import type { ErrorDetail } from '@miaoyu/contracts/errors';
import {
  apiKeyMustBeReentered,
  createModelProviderSchema,
  updateModelProviderSchema,
  type CreateModelProvider,
  type ModelKind,
  type ModelProvider,
  type UpdateModelProvider,
} from '@miaoyu/contracts/models';
import {
  fieldName,
  issueText,
  messageText,
  schemaErrors,
  type FieldErrors,
  type Issue,
} from '@/lib/form';
import { i18n } from '@/lib/i18n';

export interface ModelRow {
  id: string;
  kind: ModelKind;
  vision: boolean;
  contextSize: number | undefined;
}

/** What the provider form holds; `apiKey` empty on edit means "keep the stored key". */
export interface ProviderFormValues {
  name: string;
  baseUrl: string;
  apiKey: string;
  clearKey: boolean;
  models: ModelRow[];
  defaultModel: string | undefined;
  enabled: boolean;
}

export const DEFAULT_CONTEXT_SIZE = 8192;

export const emptyModelRow = (): ModelRow => ({
  id: '',
  kind: 'chat',
  vision: false,
  contextSize: DEFAULT_CONTEXT_SIZE,
});

export function initialValues(provider?: ModelProvider): ProviderFormValues {
  if (!provider)
    return {
      name: '',
      baseUrl: '',
      apiKey: '',
      clearKey: false,
      models: [emptyModelRow()],
      defaultModel: undefined,
      enabled: true,
    };
  return {
    name: provider.name,
    baseUrl: provider.baseUrl,
    apiKey: '',
    clearKey: false,
    models: provider.models.map((model) => ({ ...model })),
    defaultModel: chatModelIds(provider).includes(provider.defaultModel)
      ? provider.defaultModel
      : undefined,
    enabled: provider.enabled,
  };
}

/** Images are a chat model's matter: an embedding model never takes them. */
function modelsOf(values: ProviderFormValues) {
  return (values.models ?? []).map((row) => {
    const kind = row?.kind ?? 'chat';
    return {
      id: row?.id ?? '',
      kind,
      vision: kind === 'chat' && !!row?.vision,
      contextSize: row?.contextSize ?? DEFAULT_CONTEXT_SIZE,
    };
  });
}

/** The names of the chat models listed, once each: the ones a default or a test may be. */
export function chatModelIds(values: {
  models?: readonly ({ id?: string; kind?: ModelKind } | undefined)[];
}): string[] {
  const ids = (values.models ?? [])
    .filter((row) => (row?.kind ?? 'chat') === 'chat')
    .map((row) => row?.id?.trim() ?? '');
  return [...new Set(ids.filter(Boolean))];
}

/** A saved provider's default chat model: its own if that is a chat model, else its first one. */
export function savedDefault(provider: {
  defaultModel: string;
  models: readonly { id: string; kind?: ModelKind }[];
}): string | undefined {
  const ids = chatModelIds(provider);
  return ids.includes(provider.defaultModel) ? provider.defaultModel : ids[0];
}

/** The default must name a listed chat model; otherwise it is left for the server to pick. */
function defaultOf(values: ProviderFormValues): string | undefined {
  const chosen = values.defaultModel?.trim();
  return chosen && chatModelIds(values).includes(chosen) ? chosen : undefined;
}

function commonFields(values: ProviderFormValues) {
  return {
    name: values.name ?? '',
    kind: 'openai-compatible' as const,
    baseUrl: values.baseUrl ?? '',
    models: modelsOf(values),
    defaultModel: defaultOf(values),
    enabled: values.enabled ?? true,
  };
}

export function createBody(values: ProviderFormValues): CreateModelProvider {
  return { ...commonFields(values), apiKey: values.apiKey ?? '' };
}

/** Omitting apiKey keeps the stored key; an empty string clears it (contracts/models.ts). */
export function updateBody(values: ProviderFormValues): UpdateModelProvider {
  const typed = values.apiKey?.trim() ?? '';
  const body: UpdateModelProvider = commonFields(values);
  if (values.clearKey) body.apiKey = '';
  else if (typed) body.apiKey = typed;
  return body;
}

/** Contract messages as the contract words them; zod's own (numbers, lengths) in ours. */
function readable(issue: Issue): string {
  if (issue.message !== issueText(issue)) return issueText(issue);
  const field = String(issue.path.at(-1) ?? '');
  if (field === 'contextSize' && (issue.code === 'too_small' || issue.code === 'too_big'))
    return i18n.t('models:models.form.contextSizeRange');
  if (issue.code === 'too_big') return i18n.t('models:models.form.tooLong');
  return issue.message;
}

export type { FieldErrors };

/** Whether the form, as filled, changes the address of a saved key without typing it again. */
export function keyNeededForNewUrl(values: ProviderFormValues, saved?: ModelProvider): boolean {
  return !!saved && apiKeyMustBeReentered(saved, updateBody(values));
}

/**
 * Checks the values with the contract's own schema and rules; the first message per field.
 * `saved` is the provider being edited, none when adding one.
 */
export function validateValues(values: ProviderFormValues, saved?: ModelProvider): FieldErrors {
  const errors = saved
    ? schemaErrors(updateModelProviderSchema, updateBody(values), readable)
    : schemaErrors(createModelProviderSchema, createBody(values), readable);
  // Issues of the whole body (no field) show above the form.
  if (errors[''] !== undefined) {
    errors.form ??= errors[''];
    delete errors[''];
  }
  if (keyNeededForNewUrl(values, saved))
    errors.apiKey ??= messageText('validation.apiKeyForNewBaseUrl');
  return errors;
}

/** A 422's details by form field: `loc` is `['body', 'models', '0', 'id']`. */
export function serverFieldErrors(details: readonly ErrorDetail[] | undefined): FieldErrors {
  const errors: FieldErrors = {};
  for (const detail of details ?? []) {
    const path = detail.loc[0] === 'body' ? detail.loc.slice(1) : detail.loc;
    const name = fieldName(path) || 'form';
    errors[name] ??= detail.msg;
  }
  return errors;
}
