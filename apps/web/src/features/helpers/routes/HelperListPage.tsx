import { HelperFrame } from '../components/HelperFrame';
import { PersonalListing } from '../components/list/PersonalListing';
import { PublicListing } from '../components/list/PublicListing';
import { SaleListing } from '../components/list/SaleListing';
import { SubscribedListing } from '../components/list/SubscribedListing';
import { TeamListing } from '../components/list/TeamListing';

/*
 * The helper listings (spec §2: one page for personal, t/:code, public, orgSubsribe and
 * saleHelper): one layout, header, grid, cards and paging, each mode saying where its cards
 * come from and what to do when there are none.
 */

export function PersonalHelpersPage() {
  return (
    <HelperFrame>
      <PersonalListing />
    </HelperFrame>
  );
}

export function TeamHelpersPage() {
  return (
    <HelperFrame>
      <TeamListing />
    </HelperFrame>
  );
}

export function PublicHelpersPage() {
  return (
    <HelperFrame>
      <PublicListing />
    </HelperFrame>
  );
}

export function SubscribedHelpersPage() {
  return (
    <HelperFrame>
      <SubscribedListing />
    </HelperFrame>
  );
}

export function SaleHelpersPage() {
  return (
    <HelperFrame>
      <SaleListing />
    </HelperFrame>
  );
}
