import { describe, expect, it } from 'vitest';
import { readStripeReturn, welcomeToast } from './stripe-return';

describe('readStripeReturn', () => {
  it('reads a trial confirmed after a redirect and drops every Stripe parameter, secret included', () => {
    expect(readStripeReturn('?setup_intent=seti_1&setup_intent_client_secret=seti_1_secret_x&redirect_status=succeeded&tab=today')).toEqual({
      outcome: 'succeeded',
      trial: true,
      cleanSearch: '?tab=today',
    });
  });

  it('reads a first payment, pending or failed', () => {
    expect(readStripeReturn('?payment_intent=pi_1&payment_intent_client_secret=pi_1_secret&redirect_status=processing')).toEqual({
      outcome: 'processing',
      trial: false,
      cleanSearch: '',
    });
    expect(readStripeReturn('?payment_intent=pi_1&redirect_status=failed')?.outcome).toBe('failed');
    expect(readStripeReturn('?setup_intent=seti_1&redirect_status=requires_payment_method')?.outcome).toBe('failed');
  });

  it('ignores pages Stripe did not open', () => {
    expect(readStripeReturn('')).toBeNull();
    expect(readStripeReturn('?redirect_status=succeeded')).toBeNull();
    expect(readStripeReturn('?setup_intent=seti_1')).toBeNull();
  });

  it('words the welcome as spec 8 does for a trial', () => {
    expect(welcomeToast('Wren', true)).toEqual(['Welcome to Wren', 'Your subscription is active! Enjoy your 30-day free trial.']);
    expect(welcomeToast('Wren', false)).toEqual(['Welcome to Wren', 'Your subscription is active!']);
  });
});
