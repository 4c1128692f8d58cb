import { expect } from '@playwright/test';
import { admin, baseURL } from '../playwright.config';

/** Signs the e2e administrator in through the API and returns the bearer token. */
export async function adminToken(): Promise<string> {
  const res = await fetch(`${baseURL}/api/users/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: admin.email, password: admin.password }),
  });
  return (await res.json()).token;
}

/**
 * Creates a verified participant through the admin API, so a journey can start at login
 * (the registration journey covers the way there).
 */
export async function createParticipant(email: string, password: string, lastName = 'Walker') {
  const res = await fetch(`${baseURL}/api/users`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${await adminToken()}` },
    body: JSON.stringify({
      email,
      password,
      firstName: 'Paula',
      lastName,
      country: 'DE',
      userType: 'Customer',
      role: 'user',
    }),
  });
  expect(res.status).toBe(201);
}
