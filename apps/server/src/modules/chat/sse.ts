import { PassThrough } from 'node:stream';
import type { ChatStreamEvent } from '@miaoyu/contracts';

/** A Server-Sent Events body: named events carrying JSON, and comment lines for keep-alive. */
export class SseStream {
  readonly body = new PassThrough();

  get open(): boolean {
    return !this.body.destroyed && !this.body.writableEnded;
  }

  send<E extends ChatStreamEvent>(event: E['event'], data: E['data']): void {
    if (this.open) this.body.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
  }

  comment(text: string): void {
    if (this.open) this.body.write(`: ${text}\n\n`);
  }

  end(): void {
    if (this.open) this.body.end();
  }
}
