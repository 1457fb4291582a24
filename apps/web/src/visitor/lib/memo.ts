import { Component, h, type FunctionComponent } from 'preact';

function sameProps(a: object, b: object): boolean {
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  const keys = Object.keys(left);
  return keys.length === Object.keys(right).length && keys.every((key) => left[key] === right[key]);
}

/**
 * A component that re-renders only when a prop changes, so a streaming answer re-renders its
 * own message, not the whole list. (preact/compat has `memo`, but importing compat patches
 * Preact globally and costs more than this.)
 */
export function memo<P extends object>(render: FunctionComponent<P>): FunctionComponent<P> {
  class Memo extends Component<P> {
    override shouldComponentUpdate(next: P) {
      return !sameProps(this.props, next);
    }
    override render() {
      return h(render, this.props);
    }
  }
  return Memo as unknown as FunctionComponent<P>;
}
