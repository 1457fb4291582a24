import { createElement, lazy, type ComponentType, type ReactNode } from 'react';
import type { HelperProfile } from '@miaoyu/contracts/helper-use';
import type { HelperKind, PublicHelper } from '@miaoyu/contracts/helpers';
import { ensureNamespace } from './i18n';

/** A helper as its page knows it: what anyone sees, and (signed in) what the caller may do. */
export type HelperPageHelper = PublicHelper & Partial<Omit<HelperProfile, keyof PublicHelper>>;

export interface HelperPageProps {
  helper: HelperPageHelper;
  /** The helper's ordinary profile, for the page to show on demand ("about this helper"). */
  about: ReactNode;
}

/** A page another feature shows at `/setting/s/:code` for helpers of one kind (sales: the workspace). */
export type HelperPage = ComponentType<HelperPageProps>;
export type HelperPages = Partial<Record<HelperKind, HelperPage>>;

const pages = new Map<HelperKind, HelperPage>();

/**
 * Features declare their helper pages; the helpers feature asks by kind, so it never imports the
 * feature that owns the page.
 */
export function registerHelperPages(declared: HelperPages = {}): void {
  for (const [kind, page] of Object.entries(declared) as [HelperKind, HelperPage][])
    pages.set(kind, page);
}

/** The page a helper of this kind gets instead of its profile, if a feature declared one. */
export function helperPageFor(kind: HelperKind): HelperPage | undefined {
  return pages.get(kind);
}

/** A helper page in its own chunk that arrives together with its feature's texts. */
export function lazyHelperPage<M>(
  load: () => Promise<M>,
  pick: (module: M) => HelperPage,
  namespace: string,
): HelperPage {
  return lazy(async () => {
    const [module] = await Promise.all([load(), ensureNamespace(namespace)]);
    return { default: pick(module) };
  });
}

/** Renders the page declared for the helper's kind (check `helperPageFor` first). */
export function HelperKindPage(props: HelperPageProps) {
  const page = pages.get(props.helper.kind);
  return page ? createElement(page, props) : null;
}
