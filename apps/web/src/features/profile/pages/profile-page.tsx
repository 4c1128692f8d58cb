import { Alert, Container, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LoadingScreen } from '../../../components/loading-screen';
import { useProfile } from '../../../entities/profile/profile';
import { AccountSection } from '../components/account-section';
import { AvatarField } from '../components/avatar-field';
import { FormSection } from '../components/form-section';
import { ProfileForm } from '../components/profile-form';
import { PushSection } from '../components/push-section';

/** `/profile`: the participant's own profile, picture, password link and account removal. */
export function ProfilePage() {
  const { t } = useTranslation('profile');
  const { data: profile } = useProfile();
  if (!profile) return <LoadingScreen />;

  return (
    <Container size="md" px={0} py="md">
      <Stack gap="lg">
        {/* Only the first login asks for the profile, so only it says why (issue 27). */}
        {profile.firstTimeLogin && (
          <Alert color="teal" title={t('welcome.title')} role="status">
            {t('welcome.why')} {t('welcome.text')}
          </Alert>
        )}
        <FormSection title={t('avatar.label')}>
          <AvatarField profile={profile} />
        </FormSection>
        <ProfileForm key={profile._id} profile={profile} />
        <PushSection />
        <AccountSection />
      </Stack>
    </Container>
  );
}
