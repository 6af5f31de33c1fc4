import { describe, expect, it } from 'vitest';
import { maskEmail, maskPhone } from './contact-mask';

describe('contact masks', () => {
  it('keeps at most two letters of an email before the domain', () => {
    expect(maskEmail('maya.chen@example.com')).toBe('ma•••@example.com');
    expect(maskEmail('ab@example.com')).toBe('a•••@example.com');
    expect(maskEmail('a@example.com')).toBe('•••@example.com');
    expect(maskEmail('broken')).toBe('•••');
  });

  it('keeps the last four digits of a number', () => {
    expect(maskPhone('+14155550134')).toBe('a number ending in 0134');
    expect(maskPhone('+12')).toBe('another number');
  });
});
