import { describe, expect, it } from 'vitest';
import { auditFields } from './audit.fields';

describe('the fields the audit trail keeps', () => {
  it('never keeps a password hash, a token, a token hash or a secret, at any depth', () => {
    const { after } = auditFields(null, {
      email: 'ada@example.com',
      passwordHash: '$argon2id$v=19$...',
      token: 'abc',
      tokenHash: 'f00',
      clientSecret: 's3cret',
      nested: { resetTokenHash: 'x', keep: 1, list: [{ sessionToken: 'y', name: 'n' }] },
    });
    expect(after).toEqual({
      email: 'ada@example.com',
      nested: { keep: 1, list: [{ name: 'n' }] },
    });
  });

  it('keeps a yes/no about a secret, which reveals nothing', () => {
    expect(auditFields(null, { passwordChanged: true }).after).toEqual({ passwordChanged: true });
  });

  it('keeps only the fields that changed when both sides exist', () => {
    const at = new Date('2026-03-01T10:00:00Z');
    const result = auditFields(
      { id: 'u1', firstName: 'Ada', role: 'user', createdAt: at, passwordHash: 'a' },
      { id: 'u1', firstName: 'Ada', role: 'admin', createdAt: at, passwordHash: 'b', team: 'T' },
    );
    expect(result).toEqual({ before: { role: 'user' }, after: { role: 'admin', team: 'T' } });
  });

  it('keeps a create whole, a delete whole, and dates as ISO text', () => {
    const at = new Date('2026-03-01T10:00:00Z');
    expect(auditFields(null, { name: 'Team', createdAt: at })).toEqual({
      before: null,
      after: { name: 'Team', createdAt: '2026-03-01T10:00:00.000Z' },
    });
    expect(auditFields({ name: 'Team' }, undefined)).toEqual({
      before: { name: 'Team' },
      after: null,
    });
  });

  it('compares nested values by content', () => {
    const result = auditFields(
      { fairPlay: { maxKm: 100, photo: true } },
      { fairPlay: { maxKm: 100, photo: true } },
    );
    expect(result).toEqual({ before: {}, after: {} });
  });
});
