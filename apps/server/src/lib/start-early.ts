/**
 * Starts an async iteration now rather than when it is first read: its first step (a request,
 * say) runs while the caller does other work. Its failure, if any, is thrown when it is read.
 */
export function startEarly<T>(iterable: AsyncIterable<T>): AsyncIterable<T> {
  const iterator = iterable[Symbol.asyncIterator]();
  let first: Promise<IteratorResult<T>> | null = iterator.next();
  first.catch(() => undefined); // read (and thrown) by whoever iterates
  const next = () => {
    const step = first ?? iterator.next();
    first = null;
    return step;
  };
  return {
    [Symbol.asyncIterator]: () => ({
      next,
      return: async (value?: unknown) =>
        (await iterator.return?.(value)) ?? { done: true as const, value: undefined },
    }),
  };
}
