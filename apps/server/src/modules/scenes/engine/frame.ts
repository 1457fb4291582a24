import { CONVERSATION_SCOPE, parseSelector } from '@miaoyu/contracts';

/**
 * The values a node can read: the outputs of the nodes that ran before it. A loop's pass has a
 * frame of its own over the run's, so each pass sees its own values and the run's, and passes
 * running at once never see each other's.
 */
export class Frame {
  private readonly own = new Map<string, Record<string, unknown>>();

  constructor(
    private readonly conv: Record<string, unknown>,
    private readonly parent?: Frame,
  ) {}

  set(nodeId: string, outputs: Record<string, unknown>) {
    this.own.set(nodeId, outputs);
  }

  get(nodeId: string): Record<string, unknown> | undefined {
    return this.own.get(nodeId) ?? this.parent?.get(nodeId);
  }

  read(selector: string): unknown {
    const at = parseSelector(selector);
    if (!at) return undefined;
    if (at.node === CONVERSATION_SCOPE) return this.conv[at.output];
    return this.get(at.node)?.[at.output];
  }

  /** Every value by node, for templates. */
  scope(): Record<string, unknown> {
    const outer = this.parent ? this.parent.scope() : { [CONVERSATION_SCOPE]: { ...this.conv } };
    return { ...outer, ...Object.fromEntries(this.own) };
  }
}
