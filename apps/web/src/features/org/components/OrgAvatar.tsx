import { Avatar } from '@arco-design/web-react';
import '@arco-design/web-react/es/Avatar/style/css.js';
import type { Org } from '@miaoyu/contracts/orgs';
import { initialOf } from '@/lib/initials';

/** The team's logo, or its initial on the theme colour (personal spaces in green). */
export function OrgAvatar({
  org,
  size = 32,
}: {
  org: Pick<Org, 'name' | 'logo' | 'kind'>;
  size?: number;
}) {
  const background = org.kind === 'personal' ? 'rgb(var(--green-6))' : 'rgb(var(--arcoblue-6))';
  return (
    <Avatar size={size} shape="square" style={{ backgroundColor: background, flexShrink: 0 }}>
      {org.logo ? <img src={org.logo} alt="" /> : initialOf(org.name)}
    </Avatar>
  );
}
