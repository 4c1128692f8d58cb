import { describe, expect, it } from 'vitest';
import { fileNameFromDisposition } from './download';

describe('export file name', () => {
  it('prefers the encoded name, then the plain one, and has none without a header', () => {
    expect(fileNameFromDisposition(`attachment; filename*=UTF-8''Benutzer%20%C3%BC.xlsx`)).toBe(
      'Benutzer ü.xlsx',
    );
    expect(fileNameFromDisposition('attachment; filename=users.xlsx')).toBe('users.xlsx');
    expect(fileNameFromDisposition('attachment')).toBeNull();
    expect(fileNameFromDisposition(null)).toBeNull();
  });
});
