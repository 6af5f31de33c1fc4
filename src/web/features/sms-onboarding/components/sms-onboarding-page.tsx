export function SmsOnboardingPage() {
  return <h1>Text consultation</h1>;
}
