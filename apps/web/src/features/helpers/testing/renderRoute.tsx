import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import type { UserInfo } from '@miaoyu/contracts/user';
import { useSessionStore } from '@/lib/session';
import { renderWithQuery } from '@/test/render';

function Elsewhere() {
  const { pathname, search } = useLocation();
  return <p data-testid="elsewhere">{pathname + search}</p>;
}

/**
 * Renders a page at `path` matched by `pattern`, as `user` (null: signed out). Any other path it
 * navigates to shows as `elsewhere`, with its query.
 */
export function renderRoute(
  page: ReactElement,
  { path, pattern, user }: { path: string; pattern: string; user: UserInfo | null },
) {
  useSessionStore.setState({
    user,
    token: user ? 'miaoyu-ai-studio abc' : null,
    userId: user?.id ?? null,
  });
  return renderWithQuery(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path={pattern} element={page} />
        <Route path="*" element={<Elsewhere />} />
      </Routes>
    </MemoryRouter>,
  );
}

/** Stands in for IntersectionObserver: `reach()` says every watched element came into view. */
export function fakeIntersections() {
  const watched = new Set<{ callback: IntersectionObserverCallback; elements: Element[] }>();
  class FakeObserver {
    private entry: { callback: IntersectionObserverCallback; elements: Element[] };
    constructor(callback: IntersectionObserverCallback) {
      this.entry = { callback, elements: [] };
      watched.add(this.entry);
    }
    observe(element: Element) {
      this.entry.elements.push(element);
    }
    disconnect() {
      watched.delete(this.entry);
    }
    unobserve() {}
    takeRecords() {
      return [];
    }
  }
  const original = globalThis.IntersectionObserver;
  globalThis.IntersectionObserver = FakeObserver as unknown as typeof IntersectionObserver;
  return {
    reach() {
      for (const { callback, elements } of [...watched])
        callback(
          elements.map((target) => ({ isIntersecting: true, target }) as IntersectionObserverEntry),
          {} as IntersectionObserver,
        );
    },
    restore() {
      globalThis.IntersectionObserver = original;
    },
  };
}
