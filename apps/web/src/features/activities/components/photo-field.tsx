import { MAX_IMAGES } from '@cc/shared/activities/activities.schemas';
import { ActionIcon, Button, FileButton, Group, Image, Input, Stack, Text } from '@mantine/core';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { photoAccept } from '../activity-form';
import type { usePhotoDraft } from '../hooks/use-photo-draft';

interface PhotoFieldProps {
  photos: ReturnType<typeof usePhotoDraft>;
  disabled?: boolean;
}

interface ThumbProps {
  src: string;
  alt: string;
  removeLabel: string;
  onRemove: () => void;
  disabled?: boolean;
}

function Thumb({ src, alt, removeLabel, onRemove, disabled }: ThumbProps) {
  return (
    <div style={{ position: 'relative' }}>
      <Image src={src} alt={alt} w={88} h={88} radius="md" fit="cover" />
      <ActionIcon
        variant="filled"
        color="red"
        size="sm"
        radius="xl"
        aria-label={removeLabel}
        onClick={onRemove}
        disabled={disabled}
        style={{ position: 'absolute', top: 4, right: 4 }}
      >
        ×
      </ActionIcon>
    </div>
  );
}

/**
 * The photos of an activity (participant spec §5): hosted ones and new ones with previews,
 * at most 3 together; JPEG, PNG or WebP. Removing a hosted photo takes effect on submit.
 */
export function PhotoField({ photos, disabled }: PhotoFieldProps) {
  const { t } = useTranslation('activities');
  const resetInput = useRef<() => void>(null);
  const count = photos.existing.length + photos.newPhotos.length;

  const choose = (files: File[]) => {
    resetInput.current?.();
    photos.add(files);
  };

  return (
    <Input.Wrapper
      label={t('form.photos')}
      description={t('form.photosHint', { added: count, count: MAX_IMAGES })}
    >
      <Stack gap="xs" mt={6}>
        {count > 0 && (
          <Group gap="sm">
            {photos.existing.map((image, i) => (
              <Thumb
                key={image._id}
                src={image.thumbUrl}
                alt={t('form.photoAlt', { number: i + 1 })}
                removeLabel={t('form.removePhoto', { number: i + 1 })}
                onRemove={() => photos.removeExisting(image._id)}
                disabled={disabled}
              />
            ))}
            {photos.newPhotos.map((photo, i) => {
              const number = photos.existing.length + i + 1;
              return (
                <Thumb
                  key={photo.key}
                  src={photo.previewUrl}
                  alt={t('form.photoAlt', { number })}
                  removeLabel={t('form.removePhoto', { number })}
                  onRemove={() => photos.removeNew(photo.key)}
                  disabled={disabled}
                />
              );
            })}
          </Group>
        )}
        <Group>
          <FileButton
            onChange={choose}
            accept={photoAccept}
            multiple
            resetRef={resetInput}
            disabled={disabled}
          >
            {(props) => (
              <Button {...props} variant="light" size="sm">
                {t('form.addPhotos')}
              </Button>
            )}
          </FileButton>
        </Group>
        {photos.problem && (
          <Text size="sm" c="red.8" role="alert">
            {t(`form.photoProblems.${photos.problem}`)}
          </Text>
        )}
      </Stack>
    </Input.Wrapper>
  );
}
