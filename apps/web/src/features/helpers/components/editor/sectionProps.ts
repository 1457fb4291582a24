import type { FormInstance, RulesProps } from '@arco-design/web-react';
import type { Helper, HelperSettings } from '@miaoyu/contracts/helpers';

/** What every section of the settings form gets from the editor. */
export interface SectionProps {
  form: FormInstance<HelperSettings>;
  /** The contract's check of one field (with `withItems`, also of its list's items). */
  rule: (field: string, withItems?: boolean) => RulesProps;
  disabled: boolean;
}

/** What sections that publish outside the team need: the caller's right, and what is saved. */
export interface PublishingProps {
  /** Owners and admins: they may make a helper public and give it more knowledge there. */
  canPublish: boolean;
  saved: Helper | null;
}
