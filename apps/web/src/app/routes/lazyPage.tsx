import { lazy, type ComponentType } from 'react';

/**
 * A page in its own chunk, from a module's named export: the login page never downloads the
 * studio, and the studio downloads each page when it is first opened.
 */
export function lazyPage<M>(load: () => Promise<M>, pick: (module: M) => ComponentType) {
  const Page = lazy(async () => ({ default: pick(await load()) }));
  return <Page />;
}
