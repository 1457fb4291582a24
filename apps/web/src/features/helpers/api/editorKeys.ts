import { helperKeys, orgHelpersPath } from './keys';

/** Where one helper's calls go. */
export interface HelperRef {
  orgId: string;
  helperId: string;
}

export const helperPath = ({ orgId, helperId }: HelperRef) =>
  `${orgHelpersPath(orgId)}/${helperId}`;

/**
 * The editor's query keys. Versions and keys sit under the helper's own key, so a save (which
 * invalidates the helper) refreshes its version list too.
 */
export const editorKeys = {
  versions: ({ orgId, helperId }: HelperRef) =>
    [...helperKeys.detail(orgId, helperId), 'versions'] as const,
  version: ({ orgId, helperId }: HelperRef, version: number) =>
    [...helperKeys.detail(orgId, helperId), 'versions', version] as const,
  apiKeys: ({ orgId, helperId }: HelperRef) =>
    [...helperKeys.detail(orgId, helperId), 'api-keys'] as const,
  /** What the editor's pickers offer: the current org's chat models and knowledge bases. */
  models: ['helpers', 'editor', 'models'] as const,
  datasets: (orgId: string) => ['helpers', 'editor', 'datasets', orgId] as const,
  scenes: (orgId: string) => ['helpers', 'editor', 'scenes', orgId] as const,
};
