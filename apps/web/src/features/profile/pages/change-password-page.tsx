import { Container } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../lib/routes';
import { ChangePasswordForm } from '../components/change-password-form';
import { FormSection } from '../components/form-section';

/** `/changePassword`: change the own password; cancel and success both return to /profile. */
export function ChangePasswordPage() {
  const { t } = useTranslation('profile');
  const navigate = useNavigate();
  const toProfile = () => navigate(paths.profile);
  return (
    <Container size="xs" px={0} py="md">
      <FormSection title={t('password.title')} description={t('password.intro')}>
        <ChangePasswordForm onChanged={toProfile} onCancel={toProfile} />
      </FormSection>
    </Container>
  );
}
