/**
 * An app path the company sign-in may return to (`/newsfeed`): a path of the app only, never
 * an address of another site (no scheme, no `//`, no query or dots). Its own module, so the
 * web app checks it without the schemas.
 */
export const APP_RETURN_PATH = /^\/(?!\/)[A-Za-z0-9/_-]*$/;
