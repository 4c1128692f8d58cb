/** Success messages the API answers with as `{ msg }`; the web app translates `messages.<CODE>`. */
export const successMessages = [
  'RESET_EMAIL_SENT',
  'EMAIL_VERIFIED',
  'PASSWORD_CHANGED',
  'DELETED',
] as const;

export type SuccessMessage = (typeof successMessages)[number];
