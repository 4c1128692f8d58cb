import { newId } from '../../platform/ids';

/** A valid admin create-user body with a unique email; override any field. */
export const newUserBody = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'Erika',
  lastName: 'Muster',
  email: `erika-${newId().slice(-10)}@example.com`,
  country: 'DE',
  userType: 'Customer',
  role: 'user',
  password: 'start123',
  ...overrides,
});
