/**
 * The sections of the app's own privacy notice, in reading order. docs/PRIVACY.md explains
 * each under the same id and maps every database table to one of them; docs/privacy-notice.test.ts
 * keeps the three in step.
 */
export const privacySectionIds = [
  'controller',
  'account',
  'activities',
  'social',
  'visibility',
  'fundraising',
  'communications',
  'technical',
  'device',
  'recipients',
  'retention',
  'rights',
] as const;
export type PrivacySectionId = (typeof privacySectionIds)[number];

/** A paragraph, or a bulleted list. */
export type PrivacyBlock = string | string[];

export interface PrivacySection {
  id: PrivacySectionId;
  title: string;
  blocks: PrivacyBlock[];
}

/** The privacy notice in one language, with the few texts of the page around it. */
export interface PrivacyNotice {
  title: string;
  intro: string;
  /** The label of the imprint link in the `controller` section. */
  imprint: string;
  /** Shown instead of the notice when the operator publishes their own (PRIVACY_URL). */
  operatorNotice: { text: string; link: string };
  sections: PrivacySection[];
}
