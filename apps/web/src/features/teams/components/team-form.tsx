import type { Team } from '@cc/shared/teams/teams.schemas';
import { zodResolver } from '@hookform/resolvers/zod';
import { Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormActions } from '../../../components/form-actions';
import { isApiError } from '../../../lib/api-client';
import { applyServerFieldErrors, useFieldErrorText } from '../../../lib/form-errors';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useCreateTeam } from '../api/create-team';
import { useUpdateTeam } from '../api/update-team';
import {
  emptyTeamFormValues,
  type TeamFormOutput,
  type TeamFormValues,
  teamFormFields,
  teamFormSchema,
  toTeamBody,
  toTeamFormValues,
} from '../team-form';

/** The name is taken: a refusal of its own (409), shown under the name field. */
const NAME_TAKEN = 'TEAM_NAME_EXISTS';

interface TeamFormProps {
  /** The team to edit, or `null` to create one. */
  team: Team | null;
  onSaved: () => void;
  onCancel: () => void;
}

/**
 * Create or edit a team: name (required, unique) and description. A refused save keeps
 * everything typed and shows the reason under its field (NAME_REQUIRED, TEAM_NAME_EXISTS).
 */
export function TeamForm({ team, onSaved, onCancel }: TeamFormProps) {
  const { t } = useTranslation('teams');
  const fieldError = useFieldErrorText();
  const createTeam = useCreateTeam();
  const updateTeam = useUpdateTeam();
  const form = useForm<TeamFormValues, unknown, TeamFormOutput>({
    resolver: zodResolver(teamFormSchema),
    mode: 'onTouched',
    defaultValues: team ? toTeamFormValues(team) : emptyTeamFormValues,
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    const body = toTeamBody(values);
    try {
      if (team) await updateTeam.mutateAsync({ id: team._id, body });
      else await createTeam.mutateAsync(body);
      notifySuccess(team ? 'teams:toasts.updated' : 'teams:toasts.created');
      onSaved();
    } catch (error) {
      if (isApiError(error, NAME_TAKEN)) {
        form.setError('name', { type: 'server', message: NAME_TAKEN }, { shouldFocus: true });
      } else if (!applyServerFieldErrors(error, form.setError, teamFormFields)) {
        notifyError(error);
      }
    }
  });

  // TEAM_NAME_EXISTS is an API code, not a field code: its text lives beside the others.
  const nameError =
    errors.name?.message === NAME_TAKEN ? t(`errors:${NAME_TAKEN}`) : fieldError(errors.name);

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label={t('form.name')}
          required
          autoComplete="off"
          data-autofocus
          error={nameError}
          {...form.register('name')}
        />
        <Textarea
          label={t('form.description')}
          rows={3}
          resize="vertical"
          error={fieldError(errors.description)}
          {...form.register('description')}
        />
        <FormActions onCancel={onCancel} isSubmitting={isSubmitting} />
      </Stack>
    </form>
  );
}
