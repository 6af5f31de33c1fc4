import { Camera, MessageCircle, Shirt } from 'lucide-react';
import { smsFrequencyShort } from '../../../../shared/constants';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';

const FEATURES = [
  { icon: Shirt, title: 'Daily outfits', text: 'An outfit from your closet at the time you choose, planned around your calendar and the weather.' },
  { icon: MessageCircle, title: 'AI styling chat', text: 'Text any style question and get an answer that knows your closet.' },
  { icon: Camera, title: 'Add clothes by photo', text: 'Text a photo of a piece and it is added to your closet.' },
];

const COMMANDS = [
  { word: 'HELP', text: 'Program info and how to reach support' },
  { word: 'STOP', text: 'Stop all text messages' },
  { word: 'START', text: 'Turn text messages back on' },
  { word: 'OUTFIT', text: "Today's outfit" },
  { word: 'MENU', text: 'What you can text' },
  { word: 'SKIP', text: 'Skip a style consultation question' },
];

/** Spec 2.12: daily outfits, AI styling chat, adding clothes via photo, and the commands HELP, STOP, START (and OUTFIT, MENU, SKIP). */
export function SmsHelpCard({ monthlyLimit, assistantName }: { monthlyLimit: number; assistantName: string }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>How texting works</CardTitle>
        <CardDescription>
          Everything {assistantName} does in the app also works by text. {smsFrequencyShort(monthlyLimit)}; replies to your texts are not counted. Msg & data
          rates may apply.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5">
        <ul className="grid gap-3">
          {FEATURES.map(({ icon: Icon, title, text }) => (
            <li key={title} className="flex gap-3">
              <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-accent/10 text-accent">
                <Icon className="size-4" aria-hidden />
              </span>
              <span className="text-sm">
                <strong className="block font-semibold">{title}</strong>
                <span className="text-muted-foreground">{text}</span>
              </span>
            </li>
          ))}
        </ul>
        <div>
          <h3 className="mb-2 text-sm font-semibold">Text commands</h3>
          <dl className="grid gap-2 text-sm">
            {COMMANDS.map((c) => (
              <div key={c.word} className="flex items-baseline gap-3">
                <dt>
                  <kbd className="inline-block min-w-14 rounded-md border border-border bg-muted px-2 py-0.5 text-center font-mono text-xs font-semibold">
                    {c.word}
                  </kbd>
                </dt>
                <dd className="text-muted-foreground">{c.text}</dd>
              </div>
            ))}
          </dl>
        </div>
      </CardContent>
    </Card>
  );
}
