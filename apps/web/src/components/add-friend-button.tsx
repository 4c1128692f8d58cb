import { Button, Popover, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  acceptFriend,
  addFriend,
  friendStateOf,
  refreshFriends,
  useFriendRefs,
  waitingRequestOf,
} from '../entities/friends/friends';
import { notifyError, notifySuccess } from '../lib/notify';
import { confirm } from './confirm';

export interface AddFriendButtonProps {
  /** The user the control is about. */
  userId: string;
  /** Whether that user accepts friend requests; if not, a popover says so instead. */
  acceptFriendship: boolean;
  /** Hidden (Private) users cannot be befriended from lists: nothing is shown. */
  isAnonymous: boolean;
  /** Their name, for the accessible label of the button. */
  displayName?: string;
}

/**
 * The add-friend control of search hits, rankings and the competitor page (participant spec
 * §4 Friendship and §6, admin spec §4). It reads where the signed-in user stands with the
 * other user from the profile: nothing for yourself, your friends and anonymous users; a
 * disabled 'Friend request pending' after asking; 'Accept' when they asked you; otherwise a
 * button that confirms ('add as friend'), sends the request and refreshes the profile.
 */
export function AddFriendButton({
  userId,
  acceptFriendship,
  isAnonymous,
  displayName,
}: AddFriendButtonProps) {
  const { t } = useTranslation('friends');
  const queryClient = useQueryClient();
  const refs = useFriendRefs();
  const [notAllowedOpen, setNotAllowedOpen] = useState(false);
  const refresh = () => refreshFriends(queryClient);

  const request = useMutation({
    mutationFn: addFriend,
    onSuccess: async () => {
      notifySuccess('friends:toast.requestSuccess');
      await refresh();
    },
    onError: (error) => notifyError(error, 'friends:toast.requestFailed'),
  });
  const accept = useMutation({
    mutationFn: acceptFriend,
    onSuccess: async () => {
      notifySuccess('friends:toast.addSuccess');
      await refresh();
    },
    onError: (error) => notifyError(error, 'friends:toast.addFailed'),
  });

  const state = friendStateOf(refs, userId);
  // Until the profile is known the state is a guess; showing nothing avoids a wrong button.
  if (!refs || isAnonymous || state === 'self' || state === 'friend') return null;
  const name = displayName ?? '';

  if (state === 'pending') {
    return (
      <Button size="xs" variant="light" disabled>
        {t('add.pending')}
      </Button>
    );
  }

  if (state === 'waiting') {
    const waiting = waitingRequestOf(refs, userId);
    return (
      <Button
        size="xs"
        loading={accept.isPending}
        aria-label={name ? t('add.acceptFor', { name }) : undefined}
        onClick={() => accept.mutate(waiting?._id ?? userId)}
      >
        {t('add.accept')}
      </Button>
    );
  }

  const onAdd = async () => {
    if (!acceptFriendship) {
      setNotAllowedOpen((open) => !open);
      return;
    }
    const sure = await confirm({
      titleKey: 'friends:add.confirmTitle',
      messageKey: 'friends:add.confirm',
    });
    if (sure) request.mutate(userId);
  };

  const button = (
    <Button
      size="xs"
      variant="light"
      loading={request.isPending}
      aria-label={name ? t('add.buttonFor', { name }) : undefined}
      onClick={onAdd}
    >
      {t('add.button')}
    </Button>
  );
  // The popover only for someone who takes no requests: a list shows many of these
  // buttons, and a popover each is most of a feed card's render (issue 28).
  if (acceptFriendship) return button;
  return (
    <Popover opened={notAllowedOpen} onChange={setNotAllowedOpen} withArrow position="bottom">
      <Popover.Target>{button}</Popover.Target>
      <Popover.Dropdown>
        <Text size="sm" role="status">
          {t('add.notAllowed')}
        </Text>
      </Popover.Dropdown>
    </Popover>
  );
}
