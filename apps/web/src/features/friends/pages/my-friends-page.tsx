import { Tabs } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { oneRowTabs } from '../../../components/one-row-tabs';
import { FriendsTab } from '../components/friends-tab';
import { RequestsTab } from '../components/requests-tab';

/** The tabs of /myfriends; `?tab=` opens one directly (a friend request notification). */
export const myFriendsTabs = ['friends', 'pending', 'request'] as const;
type MyFriendsTab = (typeof myFriendsTabs)[number];

function isTab(value: string | null): value is MyFriendsTab {
  return (myFriendsTabs as readonly (string | null)[]).includes(value);
}

/**
 * /myfriends (participant spec §2, §4 Friendship): my friends (remove), requests to me
 * (accept, decline) and my requests (cancel). Each action takes the item out of its list.
 */
export function MyFriendsPage() {
  const { t } = useTranslation('friends');
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: MyFriendsTab = isTab(requested) ? requested : 'friends';

  return (
    <Tabs
      value={tab}
      onChange={(next) =>
        setParams(next && next !== 'friends' ? { tab: next } : {}, { replace: true })
      }
      keepMounted={false}
      maw={640}
      styles={oneRowTabs}
      mx="auto"
    >
      <Tabs.List grow aria-label={t('myFriends.tabsLabel')} mb="md">
        {myFriendsTabs.map((name) => (
          <Tabs.Tab key={name} value={name}>
            {t(`myFriends.tabs.${name}`)}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      <Tabs.Panel value="friends">
        <FriendsTab />
      </Tabs.Panel>
      <Tabs.Panel value="pending">
        <RequestsTab direction="waiting" />
      </Tabs.Panel>
      <Tabs.Panel value="request">
        <RequestsTab direction="sending" />
      </Tabs.Panel>
    </Tabs>
  );
}
