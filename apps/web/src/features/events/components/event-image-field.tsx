import { Button, FileButton, Group, Image, Input, Stack, Text } from '@mantine/core';
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { eventImageAccept, eventImageProblem } from '../event-form';

/** What the form will do with the event's image on save. */
export interface EventImageDraft {
  /** A chosen file to upload, replacing any image. */
  file: File | null;
  /** Whether the current image is to be removed. */
  remove: boolean;
  /** Why the chosen file cannot be sent (an error code), or null. */
  problem: 'INVALID_IMAGE' | 'PAYLOAD_TOO_LARGE' | null;
}

export const emptyImageDraft: EventImageDraft = { file: null, remove: false, problem: null };

interface EventImageFieldProps {
  /** The address of the event's current image, if it has one. */
  currentUrl: string | null;
  draft: EventImageDraft;
  onChange: (draft: EventImageDraft) => void;
  disabled?: boolean;
}

/**
 * The event's image (decision 075): one picture shown to participants on the challenge's page
 * and card. Choose a JPEG, PNG or WebP (up to 10 MB), or remove the current one; both take
 * effect on save. A file the server would refuse is named at once and not sent.
 */
export function EventImageField({ currentUrl, draft, onChange, disabled }: EventImageFieldProps) {
  const { t } = useTranslation('events');
  const resetInput = useRef<() => void>(null);
  const previewUrl = useMemo(
    () => (draft.file && !draft.problem ? URL.createObjectURL(draft.file) : null),
    [draft.file, draft.problem],
  );
  useEffect(() => () => void (previewUrl && URL.revokeObjectURL(previewUrl)), [previewUrl]);
  const shown = previewUrl ?? (draft.remove ? null : currentUrl);

  const choose = (file: File | null) => {
    resetInput.current?.();
    if (!file) return;
    onChange({ file, remove: false, problem: eventImageProblem(file) });
  };
  const remove = () => onChange({ file: null, remove: currentUrl !== null, problem: null });

  return (
    <Input.Wrapper label={t('form.image')} description={t('form.imageHint')}>
      <Stack gap="xs" mt={6}>
        {shown && (
          <Image src={shown} alt={t('form.imagePreview')} h={120} w={200} radius="md" fit="cover" />
        )}
        {!shown && draft.remove && (
          <Text size="sm" c="dimmed">
            {t('form.imageRemoved')}
          </Text>
        )}
        <Group gap="sm">
          <FileButton
            onChange={choose}
            accept={eventImageAccept}
            resetRef={resetInput}
            disabled={disabled}
          >
            {(props) => (
              <Button {...props} variant="light" size="sm" mih={44}>
                {shown ? t('form.replaceImage') : t('form.chooseImage')}
              </Button>
            )}
          </FileButton>
          {(shown || draft.problem) && (
            <Button
              variant="subtle"
              color="red"
              size="sm"
              mih={44}
              onClick={remove}
              disabled={disabled}
            >
              {t('form.removeImage')}
            </Button>
          )}
        </Group>
        {draft.problem && (
          <Text size="sm" c="red.8" role="alert">
            {t(`errors:${draft.problem}`)}
          </Text>
        )}
      </Stack>
    </Input.Wrapper>
  );
}
