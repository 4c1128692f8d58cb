import type { AdminUserDetail } from '@cc/shared/users/users.schemas';
import { Anchor, Badge, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { DetailFields } from '../../../components/detail-fields';
import { DetailHint } from '../../../components/detail-hint';
import { DetailTableSection } from '../../../components/detail-table-section';
import { LoadError } from '../../../components/load-error';
import { PageLoader } from '../../../components/page-loader';
import { getCountryName } from '../../../lib/countries';
import { formatDate, formatKm, formatNumber } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import { paths } from '../../../lib/routes';
import { useUserDetail } from '../api/get-user-detail';
import { StatusBadge } from '../components/status-badge';

/** The user's fields: contact, origin, company, team, activity type, registration. */
function ProfileSection({ user }: { user: AdminUserDetail }) {
  const { t } = useTranslation('users');
  const name = `${user.firstName} ${user.lastName}`.trim() || user.displayName;
  return (
    <Paper withBorder radius="md" p="lg">
      <Group justify="space-between" align="flex-start" mb="md" wrap="wrap">
        <div>
          <Title order={2} size="h3">
            {name}
          </Title>
          {user.displayName !== name && <Text c="dimmed">{user.displayName}</Text>}
        </div>
        <Group gap="xs">
          <Badge variant="light" color={user.role === 'admin' ? 'grape' : 'blue'}>
            {t(`roles.${user.role}`)}
          </Badge>
          <StatusBadge active={user.status} />
          {!user.verified && (
            <Badge variant="light" color="orange">
              {t('detail.unverified')}
            </Badge>
          )}
        </Group>
      </Group>
      <DetailFields
        fields={[
          { label: t('columns.email'), value: user.email },
          {
            label: t('columns.country'),
            value: user.country ? getCountryName(user.country, currentLanguage()) : '',
          },
          {
            label: t('columns.userType'),
            value: user.userType ? t(`common:userTypes.${user.userType}`) : '',
          },
          { label: t('form.company'), value: user.company },
          { label: t('detail.team'), value: user.teamName },
          {
            label: t('detail.activityType'),
            value: t(`profile:activityType.${user.activityType}`),
          },
          { label: t('detail.registered'), value: formatDate(user.createdAt) },
        ]}
      />
    </Paper>
  );
}

/** The challenges the user joined: dates, their distance, activities and rank. */
function EventsSection({ user }: { user: AdminUserDetail }) {
  const { t } = useTranslation('users');
  const activities = user.events.reduce((sum, event) => sum + event.activityCount, 0);
  return (
    <DetailTableSection
      id="user-events"
      title={t('detail.events.title')}
      note={t('detail.events.summary', {
        eventsText: t('detail.events.eventCount', {
          count: user.events.length,
          value: formatNumber(user.events.length),
        }),
        activitiesText: t('detail.events.activityCount', {
          count: activities,
          value: formatNumber(activities),
        }),
      })}
      isEmpty={user.events.length === 0}
      minWidth={720}
      columns={[
        t('detail.events.name'),
        t('detail.events.dates'),
        t('detail.events.distance'),
        t('detail.events.activities'),
        t('detail.events.rank'),
      ]}
    >
      {user.events.map((event) => (
        <Table.Tr key={event.eventId}>
          <Table.Td>
            <Anchor
              component={Link}
              to={paths.eventDetail(event.eventId, event.name)}
              size="sm"
              fw={500}
            >
              {event.name}
            </Anchor>
            {event.status === 0 && (
              <Text size="xs" c="dimmed">
                {t('events:status.0')}
              </Text>
            )}
          </Table.Td>
          <Table.Td>{`${formatDate(event.startDate)} – ${formatDate(event.endDate)}`}</Table.Td>
          <Table.Td>{t('detail.km', { value: formatKm(event.distanceKm) })}</Table.Td>
          <Table.Td>{formatNumber(event.activityCount)}</Table.Td>
          <Table.Td>
            {t('detail.events.rankOf', {
              rank: formatNumber(event.rank),
              total: formatNumber(event.participantCount),
            })}
          </Table.Td>
        </Table.Tr>
      ))}
    </DetailTableSection>
  );
}

/** The user's latest activities, newest first. */
function ActivitiesSection({ user }: { user: AdminUserDetail }) {
  const { t } = useTranslation('users');
  return (
    <DetailTableSection
      id="user-activities"
      title={t('detail.activities.title')}
      isEmpty={user.lastActivities.length === 0}
      emptyText={t('detail.activities.none')}
      minWidth={480}
      columns={[
        t('detail.activities.date'),
        t('detail.activities.event'),
        t('detail.activities.distance'),
      ]}
    >
      {user.lastActivities.map((activity) => (
        <Table.Tr key={activity._id}>
          <Table.Td>{formatDate(activity.date)}</Table.Td>
          <Table.Td>{activity.eventName}</Table.Td>
          <Table.Td>{t('detail.km', { value: formatKm(activity.distanceKm) })}</Table.Td>
        </Table.Tr>
      ))}
    </DetailTableSection>
  );
}

function UserDetail({ id }: { id: string }) {
  const { t } = useTranslation('users');
  const detail = useUserDetail(id);
  if (detail.isPending) return <PageLoader label={t('detail.loading')} />;
  if (detail.isError) {
    return (
      <LoadError
        title={t('detail.loadFailed')}
        error={detail.error}
        onRetry={() => void detail.refetch()}
      />
    );
  }
  return (
    <Stack gap="xl">
      <ProfileSection user={detail.data} />
      <EventsSection user={detail.data} />
      <ActivitiesSection user={detail.data} />
    </Stack>
  );
}

/**
 * `/userDetail/:id` (admin): one user's profile fields, role and status, team, the challenges
 * they joined with distance, activities and rank, and their last activities. Without an id
 * (`/userDetail`, the spec's titled page) it says to choose a user in the users table.
 */
export function UserDetailPage() {
  const { t } = useTranslation('users');
  const { id } = useParams();
  if (!id)
    return <DetailHint text={t('detail.pick')} linkLabel={t('detail.toUsers')} to={paths.users} />;
  return <UserDetail id={id} />;
}
