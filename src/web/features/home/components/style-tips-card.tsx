import { Lightbulb } from 'lucide-react';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { STYLE_TIPS, STYLE_TIPS_SHOWN } from '../lib/style-tips';

/** Spec 2.4: the first 2 of 4 canned tips. */
export function StyleTipsCard() {
  return (
    <Card aria-labelledby="style-tips-title" data-testid="style-tips">
      <CardHeader>
        <CardTitle id="style-tips-title" className="flex items-center gap-2">
          <Lightbulb className="size-5 text-accent" aria-hidden />
          Style Tips
        </CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="grid gap-4">
          {STYLE_TIPS.slice(0, STYLE_TIPS_SHOWN).map((tip) => (
            <li key={tip.title} className="rounded-md bg-muted p-3">
              <p className="text-sm font-medium">{tip.title}</p>
              <p className="mt-1 text-sm leading-relaxed text-muted-foreground">{tip.body}</p>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
