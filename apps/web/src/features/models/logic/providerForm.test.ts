import type { ModelProvider } from '@miaoyu/contracts/models';
import { describe, expect, it } from 'vitest';
import {
  createBody,
  initialValues,
  savedDefault,
  serverFieldErrors,
  updateBody,
  validateValues,
  type ModelRow,
  type ProviderFormValues,
} from './providerForm';
import { testModel } from './testTarget';
import { fieldName } from '@/lib/form';

const filled = (): ProviderFormValues => ({
  ...initialValues(),
  name: 'DeepSeek',
  baseUrl: 'https://api.deepseek.com/v1',
  models: [{ id: 'deepseek-chat', kind: 'chat', vision: false, contextSize: 65536 }],
});

const embedding: ModelRow = {
  id: 'text-embedding-3-small',
  kind: 'embedding',
  vision: true,
  contextSize: 8192,
};

describe('provider form values', () => {
  it('checks with the contract schema and words its messages for people', () => {
    const errors = validateValues({ ...initialValues(), baseUrl: 'ftp://x' });
    expect(errors.name).toBe('名称需为 1 到 40 个字符');
    expect(errors.baseUrl).toBe('请输入以 http:// 或 https:// 开头的地址');
    expect(errors['models[0].id']).toBe('请填写模型名称');
    expect(validateValues(filled())).toEqual({});
  });

  it('refuses the same model twice and context sizes out of range', () => {
    const values = filled();
    values.models = [
      { id: 'a', kind: 'chat', vision: false, contextSize: 100 },
      { id: 'a', kind: 'embedding', vision: false, contextSize: 8192 },
    ];
    const errors = validateValues(values);
    expect(errors.models).toBe('请至少添加一个模型，且模型名称不能重复');
    expect(errors['models[0].contextSize']).toMatch(/1024/);
  });

  it('keeps the stored key unless one is typed or clearing is asked for', () => {
    expect('apiKey' in updateBody(filled())).toBe(false);
    expect(updateBody({ ...filled(), apiKey: ' sk-new ' }).apiKey).toBe('sk-new');
    expect(updateBody({ ...filled(), apiKey: 'sk-new', clearKey: true }).apiKey).toBe('');
    expect(createBody(filled()).apiKey).toBe('');
  });

  it('asks for the key again when the address of a saved key changes', () => {
    const saved = {
      ...filled(),
      id: '5',
      kind: 'openai-compatible',
      apiKeyLast4: 'abcd',
      hasApiKey: true,
      defaultModel: 'deepseek-chat',
      createdAt: '',
      updatedAt: '',
    } as ModelProvider;
    const edited = { ...initialValues(saved), baseUrl: 'https://elsewhere.example.com/v1' };
    expect(validateValues(edited, saved).apiKey).toBe(
      '修改地址后需重新输入 API 密钥：已保存的密钥只会发送到保存时的地址',
    );
    // Typed again, or cleared: nothing saved goes to the new address.
    expect(validateValues({ ...edited, apiKey: 'sk-new' }, saved)).toEqual({});
    expect(validateValues({ ...edited, clearKey: true }, saved)).toEqual({});
    // Only the form of the address changed, or no key was saved: nothing to type.
    const cosmetic = { ...initialValues(saved), baseUrl: 'HTTPS://API.deepseek.com/v1/' };
    expect(validateValues(cosmetic, saved)).toEqual({});
    expect(validateValues(edited, { ...saved, hasApiKey: false })).toEqual({});
  });

  it('drops a default model that is no longer listed', () => {
    expect(createBody({ ...filled(), defaultModel: 'gone' }).defaultModel).toBeUndefined();
    expect(createBody({ ...filled(), defaultModel: 'deepseek-chat' }).defaultModel).toBe(
      'deepseek-chat',
    );
  });

  it('starts each new row as a chat model and sends each row’s kind', () => {
    expect(initialValues().models).toEqual([
      { id: '', kind: 'chat', vision: false, contextSize: 8192 },
    ]);
    const body = createBody({ ...filled(), models: [...filled().models, embedding] });
    expect(body.models.map((m) => [m.id, m.kind])).toEqual([
      ['deepseek-chat', 'chat'],
      ['text-embedding-3-small', 'embedding'],
    ]);
    // Images are for chat models: an embedding row never says it takes them.
    expect(body.models[1]!.vision).toBe(false);
    expect(validateValues({ ...filled(), models: [embedding] })).toEqual({});
  });

  it('takes only a chat model as the default, and tests a chat model first', () => {
    const values = { ...filled(), models: [embedding, ...filled().models] };
    expect(createBody({ ...values, defaultModel: embedding.id }).defaultModel).toBeUndefined();
    expect(createBody({ ...values, defaultModel: 'deepseek-chat' }).defaultModel).toBe(
      'deepseek-chat',
    );
    expect(testModel(values)).toEqual({ model: 'deepseek-chat', kind: 'chat' });
    // Embedding models only: the test has one embed a word.
    expect(testModel({ ...values, models: [embedding] })).toEqual({
      model: embedding.id,
      kind: 'embedding',
    });
    expect(testModel({ ...values, models: [] })).toBeUndefined();
    const saved = { defaultModel: embedding.id, models: values.models };
    expect(savedDefault(saved)).toBe('deepseek-chat');
    expect(savedDefault({ ...saved, models: [embedding] })).toBeUndefined();
  });

  it('names fields the way the form does, from zod paths and 422 locations', () => {
    expect(fieldName(['models', 2, 'id'])).toBe('models[2].id');
    expect(serverFieldErrors([{ loc: ['body', 'models', '0', 'id'], msg: 'x' }])).toEqual({
      'models[0].id': 'x',
    });
    expect(serverFieldErrors([{ loc: ['body'], msg: 'y' }])).toEqual({ form: 'y' });
  });
});
