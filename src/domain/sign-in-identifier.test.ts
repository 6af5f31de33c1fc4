import { describe, expect, it } from 'vitest';
import { readSignInIdentifier } from './sign-in-identifier';

describe('readSignInIdentifier', () => {
  it('reads a phone number in any common format as the E.164 number sign-up stores', () => {
    for (const typed of ['(415) 555-0134', '415-555-0134', '+1 415 555 0134', '4155550134', '415.555.0134', ' +14155550134 ']) {
      expect(readSignInIdentifier(typed), typed).toEqual({ kind: 'phone', key: '+14155550134' });
    }
  });
  it('reads an email case-insensitively', () => {
    expect(readSignInIdentifier('  Maya.Chen@Example.COM ')).toEqual({ kind: 'email', key: 'maya.chen@example.com' });
  });
  it('reads anything else as a username, lowercased', () => {
    expect(readSignInIdentifier('MayaC')).toEqual({ kind: 'username', key: 'mayac' });
    expect(readSignInIdentifier('mayachen0199')).toEqual({ kind: 'username', key: 'mayachen0199' });
  });
  it('keeps an invalid number a phone attempt, never a username', () => {
    expect(readSignInIdentifier('12345')).toEqual({ kind: 'phone', key: '12345' });
  });
});
