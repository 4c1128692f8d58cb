import { RegisterPage } from '../../features/auth/pages/register-page';
import { TermsContent } from '../../features/terms/components/terms-content';

/** The register page with the terms text it shows in its modal (features stay independent). */
export function RegisterRoute() {
  return <RegisterPage terms={<TermsContent headingLevel={3} />} />;
}
