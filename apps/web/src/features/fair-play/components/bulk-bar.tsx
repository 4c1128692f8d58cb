import { Button, Checkbox, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface BulkBarProps {
  /** How many activities of the page are chosen, and whether all or some are. */
  count: number;
  isAll: boolean;
  isSome: boolean;
  isBusy: boolean;
  onToggleAll: () => void;
  onApprove: () => void;
  onExclude: () => void;
}

/**
 * Above the page's activities: choose all of them at once, and decide on the chosen ones
 * together (approve, or exclude with one reason). The decisions wait for a choice.
 */
export function BulkBar({
  count,
  isAll,
  isSome,
  isBusy,
  onToggleAll,
  onApprove,
  onExclude,
}: BulkBarProps) {
  const { t } = useTranslation('fairPlay');
  const isEmpty = count === 0;
  return (
    <Group
      justify="space-between"
      gap="sm"
      wrap="wrap"
      role="group"
      aria-label={t('review.actions.bulkLabel')}
    >
      <Group gap="md">
        <Checkbox
          label={t('review.actions.selectAll')}
          checked={isAll}
          indeterminate={isSome}
          onChange={onToggleAll}
        />
        <Text size="sm" c="dimmed" aria-live="polite">
          {t('review.actions.selected', { count })}
        </Text>
      </Group>
      <Group gap="sm">
        <Button variant="light" color="red" disabled={isEmpty || isBusy} onClick={onExclude}>
          {t('review.actions.excludeSelected')}
        </Button>
        <Button disabled={isEmpty} loading={isBusy} onClick={onApprove}>
          {t('review.actions.approveSelected')}
        </Button>
      </Group>
    </Group>
  );
}
