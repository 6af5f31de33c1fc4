import { Link } from 'wouter';
import { BUSINESS_ADDRESS, FREE_TRIAL_DAYS, PREMIUM_PRICE_USD, smsFrequencyLong } from '../../../../shared/constants';
import { usePublicConfig } from '../../../lib/public-config';
import { ContactBlock, LegalLayout, type LegalSection } from './legal-layout';

export function TermsPage() {
  const { brandName, assistantName, smsMonthlyLimit } = usePublicConfig();
  const company = BUSINESS_ADDRESS.company;
  const price = `$${PREMIUM_PRICE_USD.toFixed(2)}`;

  const sections: LegalSection[] = [
    {
      id: 'the-service',
      title: 'The service',
      body: (
        <p>
          {brandName} is a personal styling service. It keeps a digital closet of your clothes, suggests a daily outfit based on your closet, your calendar, the
          weather and your style preferences, lets you chat with {assistantName}, our AI stylist, in the app and by text message, and recommends products from
          partner retailers. We may improve, change or discontinue features; if we remove something essential to your paid plan we will tell you in advance.
        </p>
      ),
    },
    {
      id: 'accounts',
      title: 'Eligibility and your account',
      body: (
        <ul>
          <li>You must be at least 13 years old, and old enough to enter a binding contract where you live, or have a parent's or guardian's permission.</li>
          <li>You must give a mobile number you own or are authorized to use, and keep your details accurate.</li>
          <li>You are responsible for keeping your password secret and for activity under your account. Tell us at once if you suspect unauthorized use.</li>
        </ul>
      ),
    },
    {
      id: 'subscription',
      title: 'Subscription, free trial and billing',
      body: (
        <>
          <p>
            {brandName} Premium costs <strong>{price} per month</strong> (plus any applicable taxes) and starts with a{' '}
            <strong>{FREE_TRIAL_DAYS}-day free trial</strong>. You will not be charged until the trial ends. Unless you cancel before the trial ends, your
            subscription starts automatically and renews every month at the then-current price, charged to the payment method you gave us.
          </p>
          <p>
            You can cancel at any time; cancellation takes effect at the end of the current billing period and you keep access until then. Except where the law
            requires otherwise, payments are non-refundable and we do not give refunds or credits for partial months. We will tell you at least 30 days before
            any price change, and you can cancel before it applies. Promotional offers, such as promo codes, are subject to the terms shown with them.
          </p>
        </>
      ),
    },
    {
      id: 'sms-terms',
      title: 'Text message terms',
      body: (
        <>
          <p>
            By agreeing at sign-up, you consent to receive recurring automated text messages from {brandName} at the number you provided: your style
            consultation, outfit suggestions and replies to your styling questions. Message frequency: {smsFrequencyLong(smsMonthlyLimit)}. Automated texts go
            out on the days that matter most (dress-coded events first). Consent is not a condition of purchase.
          </p>
          <ul>
            <li>
              <strong>Reply STOP</strong> to cancel at any time. You will receive one confirmation and no further messages unless you{' '}
              <strong>reply START</strong>.
            </li>
            <li>
              <strong>Reply HELP</strong> for help, or email {BUSINESS_ADDRESS.email}.
            </li>
            <li>Msg & data rates may apply. Check your mobile plan for details.</li>
            <li>Carriers are not liable for delayed or undelivered messages.</li>
            <li>
              Texts you send us, including photos, are handled as described in our{' '}
              <Link href="/privacy-policy" className="font-medium text-accent underline-offset-4 hover:underline">
                Privacy Policy
              </Link>
              , and we never sell or share your phone number.
            </li>
          </ul>
        </>
      ),
    },
    {
      id: 'acceptable-use',
      title: 'Acceptable use',
      body: (
        <>
          <p>You agree not to:</p>
          <ul>
            <li>
              upload photos of other people without their permission, or any content that is unlawful, sexually explicit, hateful or infringes someone else's
              rights;
            </li>
            <li>use the service to harass anyone, or give another person's phone number as your own;</li>
            <li>try to access other users' accounts or data, probe or overload our systems, or get around rate limits or security measures;</li>
            <li>scrape, copy, resell or build a competing product from the service or its recommendations;</li>
            <li>attempt to make {assistantName} produce harmful content or reveal how it is built.</li>
          </ul>
          <p>We may suspend or close accounts that break these rules.</p>
        </>
      ),
    },
    {
      id: 'your-content',
      title: 'Your content',
      body: (
        <p>
          You keep ownership of the photos, closet items and messages you give us. You grant {company} a limited license to store, process and display them only
          to provide and improve the service for you. This license ends when you delete the content or your account, except for copies we must keep by law.
        </p>
      ),
    },
    {
      id: 'ai-advice',
      title: 'AI styling advice',
      body: (
        <p>
          Recommendations are generated automatically by software, including artificial intelligence, and are suggestions of taste, not professional advice.
          They can be wrong: check fit, care labels, dress codes and weather yourself, and use your own judgment. Style analysis from photos is an estimate and
          is not a medical, health or body-image assessment. Weather information may be a typical value for the season rather than a live forecast.
        </p>
      ),
    },
    {
      id: 'retailers',
      title: 'Shopping links and third-party retailers',
      body: (
        <p>
          Product recommendations link to independent retailers. Some are affiliate links for which we may earn a commission at no extra cost to you. Purchases
          are made with the retailer under its own terms; we do not control and are not responsible for their products, prices, availability, delivery or
          returns.
        </p>
      ),
    },
    {
      id: 'intellectual-property',
      title: 'Our intellectual property',
      body: (
        <p>
          The service, its software, design and the {brandName} name and logo belong to {company} and its licensors. We grant you a personal, non-transferable
          right to use the service for your own, non-commercial styling while your account is in good standing.
        </p>
      ),
    },
    {
      id: 'disclaimers',
      title: 'Disclaimers',
      body: (
        <p>
          The service is provided "as is" and "as available". To the fullest extent the law allows, we disclaim all warranties, express or implied, including
          merchantability, fitness for a particular purpose and non-infringement, and we do not promise that the service will be uninterrupted, error-free or
          that any recommendation will suit you.
        </p>
      ),
    },
    {
      id: 'liability',
      title: 'Limitation of liability',
      body: (
        <p>
          To the fullest extent the law allows, {company} will not be liable for indirect, incidental, special, consequential or punitive damages, or for lost
          profits, data or goodwill. Our total liability for any claim relating to the service is limited to the greater of the amount you paid us in the 12
          months before the claim and US$100. Some jurisdictions do not allow these limits, so they may not apply to you.
        </p>
      ),
    },
    {
      id: 'termination',
      title: 'Termination',
      body: (
        <p>
          You may stop using the service and delete your account at any time. We may suspend or end your access if you break these terms or if we stop offering
          the service; if we end a paid subscription without cause, we will refund the unused part of the current period.
        </p>
      ),
    },
    {
      id: 'governing-law',
      title: 'Governing law and disputes',
      body: (
        <p>
          These terms are governed by the laws of the State of California, United States, without regard to its conflict-of-law rules. Any dispute will be
          resolved in the state or federal courts located in San Francisco County, California, and you and we consent to their jurisdiction, unless the consumer
          law of the place where you live gives you the right to bring proceedings there.
        </p>
      ),
    },
    {
      id: 'changes',
      title: 'Changes to these terms',
      body: (
        <p>
          We may update these terms. We will change the effective date above and, for material changes, tell you by text message or in the app at least 14 days
          before they apply. If you keep using the service after that, the new terms apply; if you do not agree, you can cancel.
        </p>
      ),
    },
    {
      id: 'contact',
      title: 'Contact us',
      body: (
        <>
          <p>Questions about these terms or your subscription:</p>
          <ContactBlock />
        </>
      ),
    },
  ];

  return (
    <LegalLayout
      title="Terms of Service"
      intro={
        <p>
          These Terms of Service are an agreement between you and {company} ("{brandName}", "we", "us") about your use of our website, app and text message
          service. Please read them carefully. By creating an account or using {brandName} you accept them and our{' '}
          <Link href="/privacy-policy" className="font-medium text-accent underline-offset-4 hover:underline">
            Privacy Policy
          </Link>
          .
        </p>
      }
      sections={sections}
    />
  );
}
