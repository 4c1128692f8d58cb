import {
  type AuditAction,
  type AuditObjectType,
  auditActions,
  auditObjectTypes,
} from '@cc/shared/audit/audit.schemas';
import { Button, Group, Select, SimpleGrid } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { useTranslation } from 'react-i18next';
import { DATE_FORMAT } from '../../../lib/format';
import { type AuditFilters as Filters, isFiltered, objectTypeOf } from '../hooks/use-audit-filters';
import { ActorPicker } from './actor-picker';

/** The value of "every action" and "every object" (a Select's value is a non-empty text). */
const ALL = 'all';

interface AuditFiltersProps {
  filters: Filters;
  /** The chosen actor's name, when a row of the page names them. */
  actorLabel: string | undefined;
  onActorChange: (actor: string | undefined) => void;
  onActionChange: (action: AuditAction | undefined) => void;
  onObjectTypeChange: (objectType: AuditObjectType | undefined) => void;
  onFromChange: (day: string | undefined) => void;
  onToChange: (day: string | undefined) => void;
  onClear: () => void;
}

/**
 * The trail's filters: who, which action (only those about the chosen kind of object), which
 * kind of object, and the first and last day (platform time zone, both included).
 */
export function AuditFilters({
  filters,
  actorLabel,
  onActorChange,
  onActionChange,
  onObjectTypeChange,
  onFromChange,
  onToChange,
  onClear,
}: AuditFiltersProps) {
  const { t } = useTranslation('audit');
  const actions = filters.objectType
    ? auditActions.filter((action) => objectTypeOf(action) === filters.objectType)
    : auditActions;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
      <ActorPicker value={filters.actor} knownLabel={actorLabel} onChange={onActorChange} />
      <Select
        label={t('filters.action')}
        data={[
          { value: ALL, label: t('filters.allActions') },
          ...actions.map((action) => ({ value: action, label: t(`actions.${action}`) })),
        ]}
        value={filters.action ?? ALL}
        onChange={(value) =>
          onActionChange(value && value !== ALL ? (value as AuditAction) : undefined)
        }
        allowDeselect={false}
        searchable
        comboboxProps={{ withinPortal: true }}
      />
      <Select
        label={t('filters.objectType')}
        data={[
          { value: ALL, label: t('filters.allObjectTypes') },
          ...auditObjectTypes.map((type) => ({ value: type, label: t(`objectTypes.${type}`) })),
        ]}
        value={filters.objectType ?? ALL}
        onChange={(value) =>
          onObjectTypeChange(value && value !== ALL ? (value as AuditObjectType) : undefined)
        }
        allowDeselect={false}
        comboboxProps={{ withinPortal: true }}
      />
      <DatePickerInput
        size="md"
        label={t('filters.from')}
        placeholder={t('filters.datePlaceholder')}
        valueFormat={DATE_FORMAT}
        clearable
        value={filters.from ?? null}
        maxDate={filters.to}
        onChange={(day) => onFromChange(day ?? undefined)}
        popoverProps={{ withinPortal: true }}
      />
      <DatePickerInput
        size="md"
        label={t('filters.to')}
        placeholder={t('filters.datePlaceholder')}
        valueFormat={DATE_FORMAT}
        clearable
        value={filters.to ?? null}
        minDate={filters.from}
        onChange={(day) => onToChange(day ?? undefined)}
        popoverProps={{ withinPortal: true }}
      />
      <Group align="flex-end">
        <Button variant="subtle" onClick={onClear} disabled={!isFiltered(filters)}>
          {t('filters.clear')}
        </Button>
      </Group>
    </SimpleGrid>
  );
}
