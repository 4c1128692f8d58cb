import type { AuditEntry } from '@cc/shared/audit/audit.schemas';
import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ExcelDownloadButton } from '../../../components/excel-download-button';
import { LoadError } from '../../../components/load-error';
import { PageLoader } from '../../../components/page-loader';
import { TablePagination } from '../../../components/table-pagination';
import { usePlatformSettings } from '../../../entities/settings/settings';
import { auditFile } from '../api/audit-file';
import { useAuditPage } from '../api/get-audit';
import { DEFAULT_TIME_ZONE } from '../audit-display';
import { AuditFilters } from '../components/audit-filters';
import { AuditTable } from '../components/audit-table';
import {
  isFiltered,
  toDownloadQuery,
  toPageQuery,
  useAuditFilters,
} from '../hooks/use-audit-filters';

/** The chosen actor's name as a row of the page shows it. */
function actorLabelOf(docs: AuditEntry[], actorId: string | undefined): string | undefined {
  const actor = docs.find((doc) => doc.actorId === actorId)?.actor;
  return actor ? `${actor.firstName} ${actor.lastName} (${actor.email})`.trim() : undefined;
}

/** Nothing recorded yet, or nothing matches the filters. */
function EmptyTrail({ isFiltered }: { isFiltered: boolean }) {
  const { t } = useTranslation('audit');
  return (
    <Paper withBorder radius="md" p="xl">
      <Stack gap="xs" align="center" ta="center">
        <Title order={3} size="h4">
          {t('empty.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {isFiltered ? t('empty.filtered') : t('empty.text')}
        </Text>
      </Stack>
    </Paper>
  );
}

/**
 * `/audit` (admin, issue 30): the trail of administrator writes, newest first: when (platform
 * time zone), who, what action, on which object and what changed. Filters by actor, action,
 * object type and days live in the address; the Excel download takes the same filters.
 */
export function AuditPage() {
  const { t } = useTranslation('audit');
  const view = useAuditFilters();
  const { filters } = view;
  const trail = useAuditPage(toPageQuery(filters));
  const timeZone = usePlatformSettings()?.timeZone || DEFAULT_TIME_ZONE;
  const docs = trail.data?.docs ?? [];
  // An address beyond the last page (the trail shrank, by retention) moves to the last one.
  const lastPage = trail.data?.totalPages ?? 0;
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new last page moves the page
  useEffect(() => {
    if (lastPage > 0 && filters.page > lastPage) view.setPage(lastPage);
  }, [lastPage, filters.page]);

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <div>
          <Title order={2} size="h3">
            {t('title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('intro')}
          </Text>
        </div>
        <ExcelDownloadButton
          ns="audit"
          file={auditFile(toDownloadQuery(filters))}
          label={t('download.label')}
        />
      </Group>
      <AuditFilters
        filters={filters}
        actorLabel={actorLabelOf(docs, filters.actor)}
        onActorChange={view.setActor}
        onActionChange={view.setAction}
        onObjectTypeChange={view.setObjectType}
        onFromChange={view.setFrom}
        onToChange={view.setTo}
        onClear={view.clear}
      />
      {trail.isPending ? (
        <PageLoader label={t('loading')} />
      ) : trail.isError ? (
        <LoadError
          title={t('loadFailed')}
          error={trail.error}
          onRetry={() => void trail.refetch()}
        />
      ) : docs.length === 0 ? (
        <EmptyTrail isFiltered={isFiltered(filters)} />
      ) : (
        <>
          <Text size="sm" fw={600} aria-live="polite">
            {t('total', { count: trail.data.totalDocs })}
          </Text>
          <Paper withBorder radius="md" p={{ base: 'xs', sm: 'md' }}>
            <AuditTable entries={docs} timeZone={timeZone} />
          </Paper>
          <TablePagination
            label={t('pages')}
            page={filters.page}
            totalPages={trail.data.totalPages}
            limit={filters.limit}
            onPageChange={view.setPage}
            onLimitChange={view.setLimit}
          />
        </>
      )}
    </Stack>
  );
}
