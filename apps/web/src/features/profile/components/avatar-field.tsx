import type { Profile } from '@cc/shared/profile/profile.schemas';
import { Button, FileButton, Group, Loader, Stack, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { UserAvatar } from '../../../components/user-avatar';
import { type ApiErrorCode, isApiError } from '../../../lib/api-client';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useDeleteAvatar } from '../api/delete-avatar';
import { useUploadAvatar } from '../api/upload-avatar';
import { AVATAR_MAX_MB, avatarAccept, checkAvatarFile } from '../profile-form';

/** Server answers that say what is wrong with the file itself. */
const refusedFileCodes: ApiErrorCode[] = [
  'INVALID_IMAGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'PAYLOAD_TOO_LARGE',
];

/**
 * The profile picture: choosing a PNG or JPEG uploads it at once (checked here first, then
 * by the server), with a preview while it travels; the remove button clears it.
 */
export function AvatarField({ profile }: { profile: Profile }) {
  const { t } = useTranslation('profile');
  const upload = useUploadAvatar();
  const remove = useDeleteAvatar();
  const resetInput = useRef<() => void>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [preview, setPreview] = useState<string | null>(null);

  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);

  const choose = (file: File | null) => {
    resetInput.current?.();
    if (!file) return;
    const fileProblem = checkAvatarFile(file);
    if (fileProblem) {
      setProblem(t(`avatar.${fileProblem}`, { size: AVATAR_MAX_MB }));
      return;
    }
    setProblem(null);
    setPreview(URL.createObjectURL(file));
    upload.mutate(file, {
      onSuccess: () => notifySuccess('profile:avatar.uploaded'),
      onError: (error) =>
        setProblem(
          isApiError(error, ...refusedFileCodes)
            ? t(`errors:${error.code}`)
            : t('avatar.uploadFailed'),
        ),
      onSettled: () => setPreview(null),
    });
  };

  const clear = () => {
    setProblem(null);
    remove.mutate(undefined, {
      onSuccess: () => notifySuccess('profile:avatar.removed'),
      onError: (error) => notifyError(error, 'profile:avatar.removeFailed'),
    });
  };

  const busy = upload.isPending || remove.isPending;
  const src = preview ?? profile.avatar;

  return (
    <Stack gap="xs">
      <Group gap="md" wrap="nowrap" align="center">
        <UserAvatar
          id={profile._id}
          src={src}
          alt={t('avatar.alt')}
          name={profile.displayName}
          size={88}
        />
        <Stack gap={6}>
          <Group gap="xs">
            <FileButton
              onChange={choose}
              accept={avatarAccept}
              resetRef={resetInput}
              disabled={busy}
            >
              {(props) => (
                <Button {...props} variant="light" size="sm">
                  {profile.avatar ? t('avatar.change') : t('avatar.choose')}
                </Button>
              )}
            </FileButton>
            {profile.avatar && !preview && (
              <Button
                variant="subtle"
                color="red"
                size="sm"
                onClick={clear}
                loading={remove.isPending}
                disabled={busy}
              >
                {t('avatar.clear')}
              </Button>
            )}
          </Group>
          {upload.isPending ? (
            <Group gap={6} role="status">
              <Loader size="xs" aria-hidden />
              <Text size="sm">{t('avatar.uploading')}</Text>
            </Group>
          ) : (
            <Text size="sm" c="dimmed">
              {t('avatar.hint', { size: AVATAR_MAX_MB })}
            </Text>
          )}
        </Stack>
      </Group>
      {problem && (
        <Text size="sm" c="red.8" role="alert">
          {problem}
        </Text>
      )}
    </Stack>
  );
}
