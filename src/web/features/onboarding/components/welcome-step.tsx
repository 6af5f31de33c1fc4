import { Camera, MessageCircle, Sparkles, UserRound } from 'lucide-react';
import { Link } from 'wouter';

const POINTS = [
  { icon: UserRound, title: 'About you', text: 'Name, age and a few measurements for sizing.' },
  { icon: Camera, title: 'Two photos at most', text: 'Analyzed for your colors and fit, never stored.' },
  { icon: MessageCircle, title: 'A short style chat', text: 'Five questions about your week, colors and budget.' },
];

/** Step 1: what the wizard will ask, and the text consultation as the alternative. */
export function WelcomeStep({ firstName, assistantName }: { firstName: string; assistantName: string }) {
  return (
    <div className="grid gap-6">
      <p className="leading-relaxed text-muted-foreground">
        Hi {firstName}! I'm {assistantName}. In about three minutes we'll build your style profile: the colors that flatter you, the fits that suit you and the
        pieces your closet is missing. Every outfit I suggest starts from it.
      </p>
      <ul className="grid gap-3">
        {POINTS.map(({ icon: Icon, title, text }) => (
          <li key={title} className="flex items-start gap-3 rounded-2xl border border-border bg-background/60 p-4">
            <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-accent/10 text-accent">
              <Icon className="size-5" aria-hidden />
            </span>
            <span>
              <span className="block font-medium">{title}</span>
              <span className="block text-sm text-muted-foreground">{text}</span>
            </span>
          </li>
        ))}
      </ul>
      <p className="flex items-center gap-2 text-sm text-muted-foreground">
        <Sparkles className="size-4 text-accent" aria-hidden />
        Prefer texting?{' '}
        <Link href="/sms-onboarding" className="font-medium text-foreground underline underline-offset-4 hover:text-accent">
          Do the consultation by SMS instead
        </Link>
      </p>
    </div>
  );
}
