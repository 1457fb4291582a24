import { AxiosError, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { onTestFinished } from 'vitest';
import { http } from '@/lib/http';

export interface RecordedRequest {
  method: string;
  url: string;
  headers: InternalAxiosRequestConfig['headers'];
  body: unknown;
}

/** A status and body, or 'network' for a call that never got an answer. */
export type Reply = [status: number, body?: unknown] | 'network';

/**
 * Answers the app's HTTP calls in-process through an axios adapter: no network, no msw.
 * Interceptors still run, so this tests the real client. Restored when the test ends.
 */
export function mockHttp(handler: (request: RecordedRequest) => Reply | Promise<Reply>) {
  const requests: RecordedRequest[] = [];
  const original = http.defaults.adapter;
  http.defaults.adapter = async (config) => {
    const request: RecordedRequest = {
      method: (config.method ?? 'get').toUpperCase(),
      url: config.url ?? '',
      headers: config.headers,
      body: typeof config.data === 'string' ? JSON.parse(config.data) : config.data,
    };
    requests.push(request);
    const reply = await handler(request);
    if (reply === 'network') throw new AxiosError('Network Error', AxiosError.ERR_NETWORK, config);
    const [status, data] = reply;
    const response: AxiosResponse = { data, status, statusText: '', headers: {}, config };
    if (status < 400) return response;
    const code = status >= 500 ? AxiosError.ERR_BAD_RESPONSE : AxiosError.ERR_BAD_REQUEST;
    throw new AxiosError(`Request failed with status code ${status}`, code, config, {}, response);
  };
  onTestFinished(() => {
    http.defaults.adapter = original;
  });
  return { requests };
}
