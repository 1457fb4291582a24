import { describe, expect, it } from 'vitest';
import { HttpError } from '@/lib/http';
import { changedFields, mergeValues, newSettings, placeServerError } from './settingsForm';

describe('settings form logic', () => {
  it('sends only the fields that changed, lists compared by value', () => {
    const saved = { ...newSettings('chat'), name: '甲', tags: ['a'] };
    expect(changedFields(saved, { ...saved, tags: ['a'] })).toEqual({});
    expect(changedFields(saved, { ...saved, name: '乙', tags: ['a', 'b'] })).toEqual({
      name: '乙',
      tags: ['a', 'b'],
    });
  });

  it('keeps the saved value of fields the form does not show, and fills new list rows', () => {
    const saved = { ...newSettings('service'), topK: 7 };
    const merged = mergeValues(saved, {
      name: '客服',
      suggestedQuestions: [undefined as unknown as string],
    });
    expect(merged).toMatchObject({ name: '客服', topK: 7, kind: 'service' });
    expect(merged.suggestedQuestions).toEqual(['']);
  });

  it('puts a 422 on the fields it names, list items included, and the rest above the form', () => {
    const unprocessable = new HttpError('422', 'http', {
      status: 422,
      data: {
        code: 'VALIDATION',
        message: '请求参数有误',
        detail: [
          { loc: ['body', 'suggestedQuestions', 1], msg: '推荐问题需为 1 到 100 个字符' },
          { loc: ['body', 'datasetIds'], msg: 'validation.id' },
          { loc: ['query', 'x'], msg: '别处的问题' },
        ],
      },
    });
    expect(placeServerError(unprocessable)).toEqual({
      fields: {
        'suggestedQuestions[1]': '推荐问题需为 1 到 100 个字符',
        datasetIds: '编号格式不正确',
      },
    });
    const conflict = new HttpError('409', 'http', {
      status: 409,
      data: { code: 'CONFLICT', message: '助手已被他人修改' },
    });
    expect(placeServerError(conflict)).toEqual({ fields: {}, message: '助手已被他人修改' });
  });
});
