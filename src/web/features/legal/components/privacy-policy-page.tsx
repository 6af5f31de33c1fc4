import { Link } from 'wouter';
import { BUSINESS_ADDRESS, smsFrequencyLong } from '../../../../shared/constants';
import { usePublicConfig } from '../../../lib/public-config';
import { ContactBlock, LegalLayout, type LegalSection } from './legal-layout';

export function PrivacyPolicyPage() {
  const { brandName, assistantName, smsMonthlyLimit } = usePublicConfig();
  const company = BUSINESS_ADDRESS.company;

  const sections: LegalSection[] = [
    {
      id: 'information-we-collect',
      title: 'Information we collect',
      body: (
        <>
          <p>We collect only what we need to style you and run the service:</p>
          <ul>
            <li>
              <strong>Account information:</strong> your full name, mobile phone number, your email and a username if you give them, and your password (stored
              only as a one-way hash). We use a verified email for receipts and to help you back into your account.
            </li>
            <li>
              <strong>Style profile:</strong> details you choose to share, such as gender, age, height, weight, body type, skin tone, hair color, style goals
              and preferred styles, and the results of our style analysis.
            </li>
            <li>
              <strong>Photos and closet:</strong> photos you upload or text to us for style analysis or to add clothing items, and the items in your digital
              closet.
            </li>
            <li>
              <strong>Calendar information:</strong> if you connect a calendar or add events, the titles, times, locations and dress codes of those events.
            </li>
            <li>
              <strong>Messages:</strong> the text messages and chat messages you exchange with {assistantName}, our AI stylist, and delivery information about
              them.
            </li>
            <li>
              <strong>Subscription information:</strong> your plan and billing status. Card details are collected and stored by our payment processor, never by
              us.
            </li>
            <li>
              <strong>Technical information:</strong> basic logs such as IP address, browser type and the pages you use, kept for security and to fix problems.
            </li>
          </ul>
        </>
      ),
    },
    {
      id: 'how-we-use-information',
      title: 'How we use your information',
      body: (
        <ul>
          <li>To create and secure your account and sign you in.</li>
          <li>To analyze your style and build outfit recommendations from your closet, your calendar and the weather.</li>
          <li>To send you your daily outfit and reply to your styling questions by text message and in the app.</li>
          <li>To recommend products that fill gaps in your wardrobe.</li>
          <li>To process your subscription and free trial.</li>
          <li>To keep the service safe, prevent abuse and meet our legal obligations.</li>
          <li>To improve the quality of our recommendations for you.</li>
        </ul>
      ),
    },
    {
      id: 'sms-program',
      title: 'Text messages (SMS program)',
      body: (
        <>
          <p>
            When you sign up and agree to receive text messages, {brandName} sends recurring automated messages to the phone number you provide: a style
            consultation, outfit suggestions and replies to your styling questions. Message frequency: {smsFrequencyLong(smsMonthlyLimit)}. Automated texts go
            out on the days that matter most (dress-coded events first). Consent to receive text messages is not a condition of any purchase.
          </p>
          <p>
            <strong>Reply STOP</strong> to any message to stop receiving texts; we will send one confirmation and nothing more. <strong>Reply START</strong> to
            opt back in. <strong>Reply HELP</strong> for help, or email us at {BUSINESS_ADDRESS.email}. Msg & data rates may apply. Carriers are not liable for
            delayed or undelivered messages.
          </p>
          <p>
            <strong>Your number stays private: we never sell or share your phone number</strong> with third parties or affiliates for their marketing or
            promotional purposes. Mobile information and text messaging opt-in data and consent are not shared with any third party, except the service
            providers that deliver our messages on our behalf.
          </p>
        </>
      ),
    },
    {
      id: 'sharing',
      title: 'How we share information',
      body: (
        <>
          <p>We do not sell your personal information. We share it only:</p>
          <ul>
            <li>
              <strong>With service providers</strong> who work for us under contract and may use it only to provide their service: hosting, text message
              delivery, payment processing, calendar connection and AI processing of your messages and photos.
            </li>
            <li>
              <strong>With retailers, when you choose to follow a product link.</strong> Some links are affiliate links: the retailer may know you came from us
              and we may earn a commission. We do not give retailers your name, phone number or profile.
            </li>
            <li>
              <strong>For legal reasons,</strong> when required by law or to protect the rights, property or safety of our users, the public or {company}.
            </li>
            <li>
              <strong>In a business transfer,</strong> such as a merger or acquisition, under the same protections described in this policy.
            </li>
          </ul>
        </>
      ),
    },
    {
      id: 'cookies',
      title: 'Cookies and local storage',
      body: (
        <p>
          We use one essential cookie to keep you signed in, and your browser's local storage to remember preferences such as the light or dark theme. We do not
          use advertising or cross-site tracking cookies.
        </p>
      ),
    },
    {
      id: 'retention',
      title: 'Data retention',
      body: (
        <p>
          We keep your information for as long as your account is open. When you delete your account we delete your profile, photos, closet and messages within
          30 days, except records we must keep by law (for example, billing records) or to resolve disputes. Security logs are kept for up to 90 days.
        </p>
      ),
    },
    {
      id: 'security',
      title: 'Security',
      body: (
        <p>
          We protect your information with encryption in transit, hashed passwords, encrypted secrets, limited staff access and regular review of our
          safeguards. No method of transmission or storage is completely secure, so we cannot guarantee absolute security, and we will tell you promptly if a
          breach affects your information.
        </p>
      ),
    },
    {
      id: 'children',
      title: "Children's privacy",
      body: (
        <p>
          {brandName} is not directed to children under 13 and we do not knowingly collect personal information from them. If you believe a child has given us
          information, contact us and we will delete it.
        </p>
      ),
    },
    {
      id: 'your-rights',
      title: 'Your rights and choices',
      body: (
        <>
          <p>Wherever you live, you can:</p>
          <ul>
            <li>see, correct or download the information we hold about you;</li>
            <li>delete your account and its information;</li>
            <li>stop text messages at any time by replying STOP, or turn them off in SMS Settings;</li>
            <li>disconnect your calendar at any time.</li>
          </ul>
          <p>
            California residents have the rights described in the California Consumer Privacy Act, including to know, delete and correct personal information
            and not to be discriminated against for using these rights. We do not sell or share personal information as those terms are defined there. To make a
            request, email us from the phone number or account concerned; we will verify it before acting.
          </p>
        </>
      ),
    },
    {
      id: 'changes',
      title: 'Changes to this policy',
      body: (
        <p>
          If we change this policy we will update the effective date above and, for important changes, tell you by text message or in the app before they apply.
        </p>
      ),
    },
    {
      id: 'contact',
      title: 'Contact us',
      body: (
        <>
          <p>Questions or requests about your privacy:</p>
          <ContactBlock />
        </>
      ),
    },
  ];

  return (
    <LegalLayout
      title="Privacy Policy"
      intro={
        <p>
          This Privacy Policy explains how {company} ("{brandName}", "we", "us") collects, uses and protects your information when you use our website, app and
          text message service. By using {brandName} you agree to this policy and to our{' '}
          <Link href="/terms" className="font-medium text-accent underline-offset-4 hover:underline">
            Terms of Service
          </Link>
          .
        </p>
      }
      sections={sections}
    />
  );
}
