import { roles } from '@cc/shared/users/users.constants';
import type { AdminUser } from '@cc/shared/users/users.schemas';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { type Control, type Resolver, useForm, useFormState, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CountrySelect } from '../../../components/country-select';
import { PasswordField } from '../../../components/password-field';
import { SelectField } from '../../../components/select-field';
import { UserTypeSelect } from '../../../components/user-type-select';
import { isApiError } from '../../../lib/api-client';
import { applyServerFieldErrors, useFieldErrorText } from '../../../lib/form-errors';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useCreateUser } from '../api/create-user';
import { useUpdateUser } from '../api/update-user';
import {
  type CreateUserFormOutput,
  createUserFormSchema,
  type EditUserFormOutput,
  editUserFormSchema,
  emptyUserFormValues,
  TYPED_MAX,
  toCreateUserBody,
  toUpdateUserBody,
  toUserFormValues,
  type UserFormValues,
  userFormFields,
} from '../user-form';

type UserFormOutput = CreateUserFormOutput | EditUserFormOutput;

interface UserFormProps {
  /** The user to edit, or `null` to create one. */
  user: AdminUser | null;
  /** Whether the edited user is the signed-in admin (who cannot change their own role). */
  isSelf?: boolean;
  onSaved: () => void;
  onCancel: () => void;
}

/** Fields whose emptiness or error keeps the save button disabled (admin spec §5). */
const blockingFields = [
  'firstName',
  'lastName',
  'email',
  'password',
  'passwordConfirmation',
] as const;

/**
 * The save button, disabled while a name, the email or (on create) a password field is
 * empty, or one of them shows an error. It watches those fields on its own, so typing
 * re-renders only the button, not the whole form.
 */
function SaveButton({
  control,
  isEdit,
}: {
  control: Control<UserFormValues, unknown, UserFormOutput>;
  isEdit: boolean;
}) {
  const { t } = useTranslation('users');
  const typed = useWatch({ control, name: blockingFields });
  const { errors, isSubmitting } = useFormState({ control, name: blockingFields });
  const requiredTexts = isEdit ? typed.slice(0, 3) : typed;
  const isBlocked =
    requiredTexts.some((value) => !value.trim()) || blockingFields.some((f) => errors[f]);
  return (
    <Button type="submit" disabled={isBlocked} loading={isSubmitting}>
      {t('actions.save')}
    </Button>
  );
}

/**
 * Create or edit a user (admin spec §5): names and email of at most 30 characters, checked
 * when a field is left, passwords by the shared rule; on edit the password may stay empty.
 */
export function UserForm({ user, isSelf = false, onSaved, onCancel }: UserFormProps) {
  const { t } = useTranslation('users');
  const fieldError = useFieldErrorText();
  const createUser = useCreateUser();
  const updateUser = useUpdateUser();
  const isEdit = user !== null;
  const form = useForm<UserFormValues, unknown, UserFormOutput>({
    resolver: zodResolver(
      isEdit ? editUserFormSchema : createUserFormSchema,
    ) as unknown as Resolver<UserFormValues, unknown, UserFormOutput>,
    mode: 'onTouched',
    defaultValues: user ? toUserFormValues(user) : emptyUserFormValues,
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    try {
      if (user) {
        // The own role is not sent: the server refuses any change of it.
        const { role, ...body } = toUpdateUserBody(values);
        await updateUser.mutateAsync({ id: user._id, body: isSelf ? body : { ...body, role } });
      } else {
        await createUser.mutateAsync(toCreateUserBody(values as CreateUserFormOutput));
      }
      notifySuccess(isEdit ? 'users:toasts.updated' : 'users:toasts.created');
      onSaved();
    } catch (error) {
      if (isApiError(error, 'EMAIL_ALREADY_EXISTS')) {
        form.setError('email', { type: 'server', message: error.code }, { shouldFocus: true });
      } else if (!applyServerFieldErrors(error, form.setError, userFormFields)) {
        notifyError(error);
      }
    }
  });

  const textProps = (name: 'firstName' | 'lastName' | 'email') => ({
    label: t(`form.${name}`),
    required: true,
    maxLength: TYPED_MAX,
    error: fieldError(errors[name]),
    ...form.register(name),
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput autoComplete="off" {...textProps('firstName')} />
          <TextInput autoComplete="off" {...textProps('lastName')} />
        </SimpleGrid>
        <TextInput type="email" autoComplete="off" {...textProps('email')} />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <PasswordField
            label={t('form.password')}
            description={isEdit ? t('form.passwordEditHint') : t('form.passwordRule')}
            autoComplete="new-password"
            required={!isEdit}
            error={fieldError(errors.password)}
            {...form.register('password', { deps: ['passwordConfirmation'] })}
          />
          <PasswordField
            label={t('form.passwordConfirmation')}
            autoComplete="new-password"
            required={!isEdit}
            error={fieldError(errors.passwordConfirmation)}
            {...form.register('passwordConfirmation')}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          <CountrySelect
            control={form.control}
            name="country"
            label={t('form.country')}
            error={fieldError(errors.country)}
          />
          <UserTypeSelect
            control={form.control}
            name="userType"
            label={t('form.userType')}
            placeholder={t('form.choose')}
            required
            error={fieldError(errors.userType)}
          />
          <SelectField
            control={form.control}
            name="role"
            label={t('form.role')}
            placeholder={t('form.choose')}
            required
            disabled={isSelf}
            description={isSelf ? t('form.ownRoleHint') : undefined}
            data={roles.map((r) => ({ value: r, label: t(`roles.${r}`) }))}
            error={fieldError(errors.role)}
          />
        </SimpleGrid>
        <TextInput
          label={t('form.company')}
          autoComplete="off"
          error={fieldError(errors.company)}
          {...form.register('company')}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            {t('actions.cancel')}
          </Button>
          <SaveButton control={form.control} isEdit={isEdit} />
        </Group>
      </Stack>
    </form>
  );
}
