/**
 * What the app uses of auth: its routes (register, verify, log in and out, forgotten
 * password). Sessions and the password check live in the sessions module.
 */
export { authRoutes } from './auth.routes';
export { companySignInRoutes } from './oidc.routes';
