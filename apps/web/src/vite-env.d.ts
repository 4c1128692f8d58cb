/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Address of the external FAQ page; the link is shown only when set. */
  readonly VITE_FAQ_URL?: string;
  /** Address of the company's imprint; the link is shown only when set. */
  readonly VITE_IMPRINT_URL?: string;
  /** Address of the company's privacy notice; the link is shown only when set. */
  readonly VITE_PRIVACY_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
