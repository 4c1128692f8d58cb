import { ANONYMOUS_NAME } from '@cc/shared/users/users.constants';
import { useTexts } from '../../../lib/use-texts';

/**
 * A person's display name as the feed shows it: the API's word for a hidden user becomes
 * the translated label (participant spec §3).
 */
export function usePersonName(): (displayName: string) => string {
  const { t } = useTexts('feed');
  return (displayName) => (displayName === ANONYMOUS_NAME ? t('anonymous') : displayName);
}
