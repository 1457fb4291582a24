import { HelperFrame } from '../components/HelperFrame';
import { DefaultHelper } from '../components/helper/DefaultHelper';
import { HelperByCode } from '../components/helper/HelperByCode';

/*
 * A helper's page (spec §2: one page for s/:code and aiHelper): by its public code, or the
 * current org's default AI helper.
 */

export function ByCodeHelperPage() {
  return (
    <HelperFrame>
      <HelperByCode />
    </HelperFrame>
  );
}

export function DefaultHelperPage() {
  return (
    <HelperFrame>
      <DefaultHelper />
    </HelperFrame>
  );
}
