import type { Team } from '@cc/shared/teams/teams.schemas';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../components/form-modal';
import { TeamForm } from './team-form';

interface TeamFormModalProps {
  opened: boolean;
  /** The team to edit, or `null` to create one. */
  team: Team | null;
  onClose: () => void;
  onSaved: () => void;
}

/** The create/edit dialog of the admin team page. */
export function TeamFormModal({ opened, team, onClose, onSaved }: TeamFormModalProps) {
  const { t } = useTranslation('teams');
  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={team ? t('form.editTitle') : t('form.createTitle')}
    >
      <TeamForm key={team?._id ?? 'new'} team={team} onSaved={onSaved} onCancel={onClose} />
    </FormModal>
  );
}
