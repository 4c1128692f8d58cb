import { Stack, Tabs } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ListLoading } from '../../../components/infinite-list';
import { useAdminNotice } from '../../../entities/admin-notice/admin-notice';
import { useDistanceUnit } from '../../../entities/profile/profile';
import { useFeed, useRefreshFeed } from '../api/get-feed';
import { AdminNoticeCard } from '../components/admin-notice-card';
import { FeedList } from '../components/feed-list';
import { PullIndicator } from '../components/pull-indicator';
import { type FeedFilter, feedFilters } from '../feed-filters';
import { useFeedFilter } from '../hooks/use-feed-filter';
import { usePullToRefresh } from '../hooks/use-pull-to-refresh';
import { useScrollMemory } from '../hooks/use-scroll-memory';

/**
 * `/newsfeed` (participant spec §2, §4): the pinned notice, tabs all and friends (the
 * choice is remembered while the user stays on the newsfeed), and the posts with infinite
 * scroll and pull-to-refresh. Coming back from a post restores the scroll position. `pinned`
 * is what the app adds under the notice (the money raised for the user's running challenges).
 */
export function NewsfeedPage({ pinned }: { pinned?: ReactNode } = {}) {
  const { t } = useTranslation('feed');
  const [filter, setFilter] = useFeedFilter();
  const feed = useFeed(filter);
  // Asked for beside the posts; the tabs wait for it (not while offline), so a notice that
  // arrives does not push the tabs and the posts down under the reader's eyes.
  const notice = useAdminNotice();
  const unit = useDistanceUnit() ?? 'KM';
  const refresh = useRefreshFeed(filter);
  const pull = usePullToRefresh(refresh);
  useScrollMemory(Boolean(feed.data));

  return (
    <Stack gap="md" maw={640} mx="auto" {...pull.handlers}>
      <PullIndicator pull={pull.pull} isArmed={pull.isArmed} isRefreshing={pull.isRefreshing} />
      <AdminNoticeCard notice={notice.data} />
      {pinned}
      {notice.isLoading ? (
        <ListLoading />
      ) : (
        <Tabs value={filter} onChange={(value) => value && setFilter(value as FeedFilter)}>
          <Tabs.List grow aria-label={t('tabs.label')}>
            {feedFilters.map((value) => (
              <Tabs.Tab key={value} value={value}>
                {t(`tabs.${value}`)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {feedFilters.map((value) => (
            <Tabs.Panel key={value} value={value} pt="md">
              {value === filter && <FeedList feed={feed} unit={unit} />}
            </Tabs.Panel>
          ))}
        </Tabs>
      )}
    </Stack>
  );
}
