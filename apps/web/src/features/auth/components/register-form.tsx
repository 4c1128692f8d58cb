import { type RegisterForm as RegisterInput, registerFormSchema } from '@cc/shared/auth/auth.forms';
import type { RegisterBody } from '@cc/shared/auth/auth.schemas';
import { profileDefaults, userTypes } from '@cc/shared/users/users.constants';
import { zodResolver } from '@hookform/resolvers/zod';
import { Checkbox, Group, Radio, Stack } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { Controller, type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { CountrySelect } from '../../../components/country-select';
import { FormActions } from '../../../components/form-actions';
import { NameFields } from '../../../components/name-fields';
import { applyServerFieldErrors, useFieldErrorText } from '../../../lib/form-errors';
import { EmailField } from './email-field';
import { NewPasswordFields } from './new-password-fields';
import { TermsModal } from './terms-modal';

/** The form's values: as the schema's input, except that the terms box may be unticked. */
type RegisterValues = Omit<RegisterInput, 'terms'> & { terms: boolean };
type RegisterOutput = z.output<typeof registerFormSchema>;

const fields = [
  'email',
  'firstName',
  'lastName',
  'country',
  'userType',
  'terms',
  'password',
  'passwordConfirmation',
] as const;

interface RegisterFormProps {
  terms: ReactNode;
  /** Sends the registration; a rejection is handled by `onFailed` unless it names fields. */
  onSubmit: (body: RegisterBody) => Promise<void>;
  onFailed: (error: unknown, email: string) => void;
  onCancel: () => void;
}

/** The registration form (participant spec §2 and §5); the button waits for a valid form. */
export function RegisterForm({ terms, onSubmit, onFailed, onCancel }: RegisterFormProps) {
  const { t } = useTranslation('auth');
  const fieldError = useFieldErrorText();
  const [termsOpen, setTermsOpen] = useState(false);
  const form = useForm<RegisterValues, unknown, RegisterOutput>({
    resolver: zodResolver(registerFormSchema) as unknown as Resolver<
      RegisterValues,
      unknown,
      RegisterOutput
    >,
    mode: 'onTouched',
    defaultValues: {
      email: '',
      firstName: '',
      lastName: '',
      country: profileDefaults.country,
      terms: false,
      password: '',
      passwordConfirmation: '',
    },
  });
  const { errors, isValid, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async ({ passwordConfirmation: _, terms: __, ...body }) => {
    try {
      await onSubmit(body);
    } catch (error) {
      if (!applyServerFieldErrors(error, form.setError, fields)) onFailed(error, body.email);
    }
  });

  const answerTerms = (agree: boolean) => {
    setTermsOpen(false);
    form.setValue('terms', agree, { shouldValidate: true, shouldTouch: true });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <EmailField error={fieldError(errors.email)} {...form.register('email')} />
        <NameFields register={form.register} errors={errors} cols={{ base: 1, xs: 2 }} />
        <CountrySelect
          control={form.control}
          name="country"
          label={t('fields.country')}
          error={fieldError(errors.country)}
        />
        <Controller
          control={form.control}
          name="userType"
          render={({ field }) => (
            <Radio.Group
              label={t('fields.userType')}
              withAsterisk
              value={field.value ?? ''}
              onChange={(value) => field.onChange(value)}
              error={fieldError(errors.userType)}
            >
              <Group gap="lg" mt="xs">
                {userTypes.map((type) => (
                  <Radio key={type} value={type} label={t(`common:userTypes.${type}`)} />
                ))}
              </Group>
            </Radio.Group>
          )}
        />
        <NewPasswordFields
          register={form.register}
          errors={errors}
          passwordLabel={t('fields.password')}
        />
        <Controller
          control={form.control}
          name="terms"
          render={({ field }) => (
            <Checkbox
              label={t('register.acceptTerms')}
              checked={field.value}
              onChange={(event) => {
                if (event.currentTarget.checked) setTermsOpen(true);
                else answerTerms(false);
              }}
              onBlur={field.onBlur}
              ref={field.ref}
              error={fieldError(errors.terms)}
            />
          )}
        />
        <FormActions
          mt="xs"
          onCancel={onCancel}
          isSubmitting={isSubmitting}
          isDisabled={!isValid}
          submitLabel={t('register.submit')}
        />
      </Stack>
      <TermsModal opened={termsOpen} terms={terms} onAnswer={answerTerms} />
    </form>
  );
}
