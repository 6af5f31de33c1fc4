import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeSmtp } from '../../../tests/helpers/fake-smtp';
import { createMail } from './index';
import { SmtpMail } from './smtp';

describe('SMTP mail through nodemailer', () => {
  let smtp: Awaited<ReturnType<typeof startFakeSmtp>>;
  beforeAll(async () => {
    smtp = await startFakeSmtp({ rejectRecipients: ['nobody@example.com'] });
  });
  afterAll(() => smtp.close());

  it('is chosen for an smtp config and delivers from MAIL_FROM with the URL credentials', async () => {
    const mail = createMail(
      { provider: 'smtp', url: smtp.url(), from: 'Wearwise <hello@wearwise.example>' },
      { add: () => Promise.reject(new Error('not the outbox')) },
    );
    expect(mail).toBeInstanceOf(SmtpMail);
    const result = await mail.send({ to: 'maya@example.com', subject: 'Verify your email', text: 'Open https://wearwise.example/verify-email?token=abc' });
    expect(result.ok).toBe(true);
    expect(smtp.received).toHaveLength(1);
    const got = smtp.received[0]!;
    expect(got).toMatchObject({ from: 'hello@wearwise.example', to: ['maya@example.com'], auth: 'mailer:secret-pass' });
    expect(got.data).toContain('Subject: Verify your email');
    expect(got.data).toContain('From: Wearwise <hello@wearwise.example>');
    expect(got.data).toContain('https://wearwise.example/verify-email?token=abc');
  });

  it('answers a refused recipient as a failed result, not a throw', async () => {
    const mail = new SmtpMail(smtp.url(), 'hello@wearwise.example');
    const result = await mail.send({ to: 'nobody@example.com', subject: 'x', text: 'y' });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toMatch(/550|No such user|recipients/i);
  });

  it('answers a server that is not there as a failed result', async () => {
    const mail = new SmtpMail('smtp://127.0.0.1:1', 'hello@wearwise.example');
    const result = await mail.send({ to: 'maya@example.com', subject: 'x', text: 'y' });
    expect(result.ok).toBe(false);
  });
});
