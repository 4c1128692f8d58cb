import { z } from 'zod';

/** The address of a page the operator hosts elsewhere, or null when none is configured. */
const operatorPageSchema = z.string().nullable();

/**
 * GET /api/settings (public): what clients need to agree with the server before anyone signs
 * in. The platform's time zone, so they compute the same calendar day ("today", event start
 * and end) as the server (rule 8), and the operator's pages the login page and the menus link
 * to (decision 065).
 */
export const platformSettingsSchema = z.object({
  timeZone: z.string().describe('IANA time zone of the platform, e.g. Europe/Berlin'),
  faqUrl: operatorPageSchema.describe("The operator's FAQ page (FAQ_URL); null: no FAQ link"),
  imprintUrl: operatorPageSchema.describe(
    "The operator's imprint (IMPRINT_URL); null: none configured, administrators see a hint",
  ),
  privacyUrl: operatorPageSchema.describe(
    "The operator's privacy notice (PRIVACY_URL); null: the app's own notice at /privacy",
  ),
  companySignIn: z
    .object({
      label: z
        .string()
        .nullable()
        .describe("The button's text (OIDC_BUTTON_LABEL); null: the app's own wording"),
    })
    .nullable()
    .describe(
      'The company sign-in (OpenID Connect, decision 090): the login page shows its button, ' +
        'which opens GET /api/users/auth/oidc/start; null: not configured',
    ),
  registration: z
    .enum(['open', 'domains', 'closed'])
    .describe(
      'Who may register (REGISTRATION): everyone, addresses of admitted domains, or nobody ' +
        '(accounts come from administrators and the company sign-in)',
    ),
});
export type PlatformSettings = z.infer<typeof platformSettingsSchema>;
