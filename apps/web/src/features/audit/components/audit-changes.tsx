import type { AuditEntry } from '@cc/shared/audit/audit.schemas';
import { List, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../lib/i18n';
import { fieldChanges, fieldLabel, formatValue } from '../audit-display';

/**
 * What a write changed, one field a line: `Role: Participant → Administrator` for an update,
 * the new values of a creation, the last values of a deletion.
 */
export function AuditChanges({ entry, timeZone }: { entry: AuditEntry; timeZone: string }) {
  const { t } = useTranslation('audit');
  const reader = { t, timeZone, lang: currentLanguage() };
  const changes = fieldChanges(entry);
  if (changes.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('changes.none')}
      </Text>
    );
  }
  return (
    <List size="sm" spacing={2} listStyleType="none" aria-label={t('changes.label')}>
      {changes.map(({ field, before, after, hasBefore, hasAfter }) => (
        <List.Item key={field} style={{ overflowWrap: 'anywhere' }}>
          <Text span size="sm" fw={600}>
            {fieldLabel(t, field)}:
          </Text>{' '}
          {hasBefore && hasAfter
            ? t('changes.fromTo', {
                before: formatValue(reader, field, before),
                after: formatValue(reader, field, after),
              })
            : formatValue(reader, field, hasAfter ? after : before)}
        </List.Item>
      ))}
    </List>
  );
}
