/**
 * What the scene says, in order: each speaking node opens a segment when it starts, and segments
 * reach the conversation in the order they were opened. The first open segment streams as it is
 * written; the ones after it wait, so two branches that speak at once never interleave.
 */
export interface Segment {
  write(text: string): void;
  close(): void;
}

export class Speech {
  private readonly queue: { chunks: string[]; closed: boolean }[] = [];
  private said = '';
  /** Pieces written so far, said or still queued. */
  written = 0;

  constructor(private readonly emit: (text: string) => void) {}

  /** All that reached the conversation so far. */
  get text(): string {
    return this.said;
  }

  open(): Segment {
    const entry = { chunks: [] as string[], closed: false };
    this.queue.push(entry);
    return {
      write: (text) => {
        if (entry.closed || text === '') return;
        this.written += 1;
        entry.chunks.push(text);
        this.flush();
      },
      close: () => {
        entry.closed = true;
        this.flush();
      },
    };
  }

  private flush() {
    while (this.queue.length > 0) {
      const head = this.queue[0]!;
      for (const chunk of head.chunks.splice(0)) {
        this.said += chunk;
        this.emit(chunk);
      }
      if (!head.closed) return;
      this.queue.shift();
    }
  }

  /** Ends the speech: what waited behind a segment that never closed is said now. */
  finish() {
    for (const entry of this.queue) entry.closed = true;
    this.flush();
  }
}
