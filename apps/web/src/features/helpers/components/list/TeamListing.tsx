import { IconUserGroup } from '@arco-design/web-react/icon';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { helperKeys } from '../../api/keys';
import { useMyOrgs } from '../../api/myOrgs';
import { listOrgHelpers } from '../../api/orgHelpers';
import { listTeamHelpers } from '../../api/teamHelpers';
import { useHelperAccess } from '../../hooks/useHelperAccess';
import { byTotal, useHelperFeed, type FeedSource } from '../../hooks/useHelperFeed';
import { cardOfHelper, cardOfPublic } from '../../logic/cardItem';
import { isNotFound } from '../../logic/errors';
import { HelperAvatar } from '@/components/HelperAvatar';
import { editAction } from './EditAction';
import { EmptyState } from './EmptyState';
import { HelperGrid } from './HelperGrid';
import { PageHeader } from '@/components/page/PageHeader';
import styles from './List.module.css';

/**
 * `/setting/t/:code`: a team's page by its public code. Anyone sees its public helpers; its
 * members see every helper shared within the team (a list that holds the public ones too).
 */
export function TeamListing() {
  const { t } = useTranslation(['helpers', 'nav']);
  const code = (useParams().code ?? '').toLowerCase();
  const { user } = useHelperAccess();
  const orgs = useMyOrgs(!!user);
  const member = orgs.data?.find((org) => org.code === code);
  const deciding = !!user && orgs.isPending;

  const source: FeedSource = member
    ? {
        key: helperKeys.orgList(member.id, { scope: 'usable' }),
        fetchPage: async (offset, limit) => ({
          ...byTotal(
            await listOrgHelpers(member.id, { scope: 'usable', offset, limit }),
            offset,
            (h) => cardOfHelper(h, member.name),
          ),
          team: { name: member.name, logo: member.logo },
        }),
      }
    : {
        key: helperKeys.teamList(code),
        fetchPage: async (offset, limit) => {
          const page = await listTeamHelpers(code, offset, limit);
          return { list: page.list.map(cardOfPublic), hasMore: page.hasMore, team: page.team };
        },
        enabled: !deciding,
      };
  const feed = useHelperFeed(source);

  if (isNotFound(feed.error))
    return (
      <EmptyState
        icon={IconUserGroup}
        title={t('team.notFound')}
        text={t('team.notFoundText', { code })}
      />
    );
  const team = feed.data?.pages[0]?.team;
  return (
    <div className={styles.page}>
      <PageHeader
        title={team?.name ?? t('nav:helpers.team')}
        intro={
          team ? t(member ? 'team.memberIntro' : 'team.intro', { team: team.name }) : undefined
        }
        leading={team ? <HelperAvatar name={team.name} avatar={team.logo} size={48} /> : null}
      />
      <HelperGrid
        feed={feed}
        cardActions={member ? editAction : undefined}
        empty={
          <EmptyState
            icon={IconUserGroup}
            title={t('team.emptyTitle')}
            text={t(member ? 'team.emptyTextMember' : 'team.emptyText')}
          />
        }
      />
    </div>
  );
}
