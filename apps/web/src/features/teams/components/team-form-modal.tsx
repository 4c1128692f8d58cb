import type { Team } from '@cc/shared/teams/teams.schemas';
import { Modal } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { TeamForm } from './team-form';

interface TeamFormModalProps {
  opened: boolean;
  /** The team to edit, or `null` to create one. */
  team: Team | null;
  onClose: () => void;
  onSaved: () => void;
}

/** The create/edit dialog of the admin team page; full screen on phones. */
export function TeamFormModal({ opened, team, onClose, onSaved }: TeamFormModalProps) {
  const { t } = useTranslation('teams');
  const isPhone = useMediaQuery('(max-width: 36em)');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={team ? t('form.editTitle') : t('form.createTitle')}
      fullScreen={isPhone}
    >
      {opened && (
        <TeamForm key={team?._id ?? 'new'} team={team} onSaved={onSaved} onCancel={onClose} />
      )}
    </Modal>
  );
}
