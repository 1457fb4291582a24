import { describe, expect, it } from 'vitest';
import { HttpError } from '@/lib/http';
import { placeServerError } from './form-errors';

const answer = (status: number, data: unknown) =>
  new HttpError(`Request failed with status code ${status}`, 'http', { status, data });

describe('placeServerError', () => {
  it('puts a refused URL on the URL field', () => {
    const error = answer(422, {
      code: 'URL_FORBIDDEN',
      message: '不能导入内网、本机或保留地址的网页',
      detail: [{ loc: ['body', 'url'], msg: '不能导入内网、本机或保留地址的网页' }],
    });
    expect(placeServerError(error, ['url'])).toEqual({
      fields: { url: '不能导入内网、本机或保留地址的网页' },
    });
  });

  it('names array fields as the form does', () => {
    const error = answer(422, {
      code: 'VALIDATION_FAILED',
      message: '参数校验失败',
      detail: [{ loc: ['body', 'pairs', '1', 'answer'], msg: '请填写答案' }],
    });
    expect(placeServerError(error, ['pairs[1].answer']).fields).toEqual({
      'pairs[1].answer': '请填写答案',
    });
  });

  it('gives any other failure as one message', () => {
    const quota = answer(413, { code: 'STORAGE_QUOTA_EXCEEDED', message: '知识库存储空间不足' });
    expect(placeServerError(quota, ['url'])).toEqual({ fields: {}, message: '知识库存储空间不足' });
    const elsewhere = answer(422, {
      code: 'VALIDATION_FAILED',
      message: '参数校验失败',
      detail: [{ loc: ['body', 'folderId'], msg: 'NOT_FOUND' }],
    });
    expect(placeServerError(elsewhere, ['url']).message).toBe('NOT_FOUND');
  });
});
