import { vi } from 'vitest';

/**
 * Stands in for the browser's XMLHttpRequest (jsdom's would try the network): each request is
 * kept so the test can report progress and answer it, or drop the connection.
 */
export class FakeXhr {
  static sent: FakeXhr[] = [];
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: FormData | Blob | null = null;
  aborted = false;
  status = 0;
  responseText = '';
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData | Blob) {
    this.body = body;
    FakeXhr.sent.push(this);
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }

  /** The multipart form of a one-request upload. */
  get form(): FormData {
    if (!(this.body instanceof FormData))
      throw new Error(`${this.method} ${this.url} sent no form`);
    return this.body;
  }
  /** The raw bytes of a part. */
  get bytes(): Blob {
    if (!(this.body instanceof Blob)) throw new Error(`${this.method} ${this.url} sent no bytes`);
    return this.body;
  }

  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent);
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
  drop() {
    this.onerror?.();
  }
}

export function installFakeXhr() {
  FakeXhr.sent = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return FakeXhr.sent;
}

/** The request `index` (from 0), once the code under test has sent it. */
export function sentRequest(index: number): Promise<FakeXhr> {
  return vi.waitFor(() => {
    const xhr = FakeXhr.sent[index];
    if (!xhr) throw new Error(`request ${index} not sent yet`);
    return xhr;
  });
}
