import type { FormInstance, RulesProps } from '@arco-design/web-react';
import type { HelperSettings } from '@miaoyu/contracts/helpers';

/** What every section of the settings form gets from the editor. */
export interface SectionProps {
  form: FormInstance<HelperSettings>;
  /** The contract's check of one field (with `withItems`, also of its list's items). */
  rule: (field: string, withItems?: boolean) => RulesProps;
  disabled: boolean;
}
