import type { ReviewItem } from '@cc/shared/fair-play/fair-play.schemas';
import { Anchor, Group, Image, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format';

/**
 * The activity's photos as thumbnails, each with the day the camera says it was taken (only
 * that day is kept of a photo's metadata), each opening the full photo in a new tab.
 */
export function ReviewPhotos({ photos }: { photos: ReviewItem['photos'] }) {
  const { t } = useTranslation('fairPlay');
  if (photos.length === 0) return null;
  return (
    <Stack gap={4}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {t('review.photos.title')}
      </Text>
      <Group gap="sm" align="flex-start" component="ul" style={{ listStyle: 'none' }} p={0} m={0}>
        {photos.map((photo, index) => (
          <Stack key={photo._id} gap={2} component="li" w={96}>
            <Anchor href={photo.url} target="_blank" rel="noopener noreferrer">
              <Image
                src={photo.thumbUrl}
                alt={t('review.photos.open', { number: index + 1 })}
                w={96}
                h={96}
                radius="sm"
                fit="cover"
              />
            </Anchor>
            <Text size="xs">
              {photo.capturedOn
                ? t('review.photos.takenOn', { date: formatDate(photo.capturedOn) })
                : t('review.photos.noDate')}
            </Text>
          </Stack>
        ))}
      </Group>
    </Stack>
  );
}
