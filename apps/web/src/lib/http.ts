import axios, { type AxiosError, type AxiosRequestConfig } from 'axios';
import { Notification } from '@arco-design/web-react';
import '@arco-design/web-react/es/Notification/style/css.js';
import { NOTIFICATION_DURATION_MS, REQUEST_TIMEOUT_MS, TOKEN_STORAGE_KEY } from '@miaoyu/contracts';
import { errorMessage, errorTitle } from './api-error';
import { currentLocale } from './i18n';
import { storage } from './storage';

declare module 'axios' {
  interface AxiosRequestConfig {
    /** The caller shows the error itself (e.g. inside a form): no notification. */
    silent?: boolean;
  }
}

export const http = axios.create({
  baseURL: import.meta.env.VITE_API_BASE ?? '',
  timeout: REQUEST_TIMEOUT_MS,
});

let onUnauthorized: () => void = () => {};

/** Registers what a 401 does (the app signs out); lib code cannot reach the auth feature. */
export function setUnauthorizedHandler(handler: () => void): void {
  onUnauthorized = handler;
}

http.interceptors.request.use((config) => {
  const token = storage.getString(TOKEN_STORAGE_KEY);
  // The stored value is already the whole header: `miaoyu-ai-studio <base64(id:token)>`.
  if (token && !config.headers.has('Authorization')) config.headers.set('Authorization', token);
  config.headers.set('Accept-Language', currentLocale());
  return config;
});

http.interceptors.response.use(undefined, (error: unknown) => {
  if (axios.isAxiosError(error) && !axios.isCancel(error)) report(error);
  return Promise.reject(error);
});

function report(error: AxiosError): void {
  const status = error.response?.status;
  if (status === 401) {
    // Spec §4: a 401 signs the user out unless the answer says they are still signed in.
    const body = error.response?.data as { isLogin?: unknown } | undefined;
    if (body?.isLogin !== true) onUnauthorized();
    return;
  }
  if (error.config?.silent) return;
  Notification.error({
    title: errorTitle(status),
    content: errorMessage(error),
    duration: NOTIFICATION_DURATION_MS,
    position: 'bottomRight',
  });
}

/** Calls answer their body, not the axios response (spec §7). */
export const api = {
  get: <T>(url: string, config?: AxiosRequestConfig) =>
    http.get<T>(url, config).then((response) => response.data),
  post: <T>(url: string, body?: unknown, config?: AxiosRequestConfig) =>
    http.post<T>(url, body, config).then((response) => response.data),
  put: <T>(url: string, body?: unknown, config?: AxiosRequestConfig) =>
    http.put<T>(url, body, config).then((response) => response.data),
  delete: <T>(url: string, config?: AxiosRequestConfig) =>
    http.delete<T>(url, config).then((response) => response.data),
};
