import { describe, expect, it } from 'vitest';
import { maskSecrets } from './mask-secrets';

describe('maskSecrets', () => {
  it('keeps the message and masks the code, digit for digit', () => {
    expect(maskSecrets('Wearwise: your password reset code is 042917. It expires in 10 minutes.', ['042917'])).toBe(
      'Wearwise: your password reset code is ••••••. It expires in 10 minutes.',
    );
  });
  it('masks every occurrence and every secret', () => {
    expect(maskSecrets('123456 again 123456, and 98', ['123456', '98'])).toBe('•••••• again ••••••, and ••');
  });
  it('leaves a text without secrets alone, and ignores an empty secret', () => {
    expect(maskSecrets("Today's outfit: navy blazer", [])).toBe("Today's outfit: navy blazer");
    expect(maskSecrets('abc', [''])).toBe('abc');
  });
});
