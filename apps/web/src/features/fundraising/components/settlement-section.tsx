import type { EventDetail } from '@cc/shared/events/events.schemas';
import type { Fundraising, Statement } from '@cc/shared/fundraising/fundraising.schemas';
import { Button, Group, List, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { confirm } from '../../../components/confirm';
import { Icon } from '../../../components/icons';
import { useFileDownload } from '../../../lib/download';
import { formatDate } from '../../../lib/format';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useStatement } from '../api/get-statement';
import { useReopenFundraising } from '../api/reopen-fundraising';
import { useSettleFundraising } from '../api/settle-fundraising';
import { statementFile } from '../api/statement-file';
import { useMoney } from '../hooks/use-money';

/** The latest statement's totals and every version, each downloadable as a workbook. */
function Statements({ statement }: { statement: Statement }) {
  const { t } = useTranslation('fundraising');
  const money = useMoney(statement.currency);
  const download = useFileDownload();
  const start = (version: number) =>
    download.mutate(statementFile(statement.eventId, version), {
      onSuccess: () => notifySuccess('fundraising:statement.downloaded'),
      onError: (error) => notifyError(error, 'fundraising:statement.downloadFailed'),
    });
  return (
    <Stack gap="xs">
      <Text size="sm">
        {t('statement.totals', {
          raisedText: money(statement.raisedMinor),
          paidText: money(statement.paidMinor),
          outstandingText: money(statement.outstandingMinor),
        })}
      </Text>
      <List listStyleType="none" spacing="xs" aria-label={t('statement.versions')}>
        {[...statement.versions].reverse().map((v) => (
          <List.Item key={v.version}>
            <Group gap="sm">
              <Text size="sm">
                {t('statement.version', { version: v.version, date: formatDate(v.settledAt) })}
              </Text>
              <Button
                size="compact-sm"
                variant="light"
                color="teal"
                leftSection={<Icon name="fileText" size={14} />}
                loading={download.isPending && download.variables?.query?.version === v.version}
                onClick={() => start(v.version)}
                aria-label={t('statement.downloadVersion', { version: v.version })}
              >
                {t('statement.download')}
              </Button>
            </Group>
          </List.Item>
        ))}
      </List>
    </Stack>
  );
}

/**
 * The settlement (issue 24): Settle freezes the figures as a new statement version, once the
 * event has ended (the API answers EVENT_NOT_ENDED before); Reopen unfreezes them; every
 * version stays listed with its Excel download.
 */
export function SettlementSection({
  event,
  fundraising,
}: {
  event: EventDetail;
  fundraising: Fundraising;
}) {
  const { t } = useTranslation('fundraising');
  const settle = useSettleFundraising();
  const reopen = useReopenFundraising();
  const statement = useStatement(event._id);
  const isSettled = fundraising.settledAt !== null;
  const hasEnded = event.state === 'ended';
  const titleId = useId();

  const run = async (action: 'settle' | 'reopen') => {
    const isConfirmed = await confirm({
      titleKey: `fundraising:settlement.${action}Title`,
      messageKey: `fundraising:settlement.${action}Question`,
      confirmKey: `fundraising:settlement.${action}`,
    });
    if (!isConfirmed) return;
    try {
      await (action === 'settle' ? settle : reopen).mutateAsync(event._id);
      notifySuccess(`fundraising:settlement.${action}Done`);
    } catch (error) {
      notifyError(error);
    }
  };

  return (
    <Stack gap="sm" component="section" aria-labelledby={titleId}>
      <Title order={3} size="h4" id={titleId}>
        {t('settlement.title')}
      </Title>
      <Text size="sm" c="dimmed">
        {isSettled
          ? t('settlement.settledOn', { date: formatDate(fundraising.settledAt) })
          : hasEnded
            ? t('settlement.ready')
            : t('settlement.notEnded')}
      </Text>
      <Group gap="sm">
        {isSettled ? (
          <Button variant="default" onClick={() => void run('reopen')} loading={reopen.isPending}>
            {t('settlement.reopen')}
          </Button>
        ) : (
          <Button
            onClick={() => void run('settle')}
            disabled={!hasEnded}
            loading={settle.isPending}
          >
            {t('settlement.settle')}
          </Button>
        )}
      </Group>
      {statement.data ? (
        <Statements statement={statement.data} />
      ) : (
        statement.data === null && (
          <Text size="sm" c="dimmed">
            {t('statement.none')}
          </Text>
        )
      )}
    </Stack>
  );
}
