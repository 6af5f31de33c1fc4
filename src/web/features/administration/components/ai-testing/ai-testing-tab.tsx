import { Eraser, Shirt, Sparkles } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { AI_TEST_PROMPTS, type TAiTestRequest } from '../../../../../shared/schemas/administration';
import { Button } from '../../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../../components/ui/card';
import { usePublicConfig } from '../../../../lib/public-config';
import { toast } from '../../../../lib/toast';
import { cn } from '../../../../lib/utils';
import { useSendTest } from '../../api/ai-testing';
import { describeTest, historyOf, NO_RESPONSE, type TestMessage } from '../../lib/test-chat';
import { TestComposer } from './test-composer';

let nextId = 1;

/**
 * Spec 2.14 AI Testing: a chat with the assistant on sample data (the demo closet), plus the two
 * test prompts. Each reply names the provider, prompt and version that answered, and the time it took.
 */
export function AiTestingTab() {
  const { assistantName } = usePublicConfig();
  const [messages, setMessages] = useState<TestMessage[]>([]);
  const send = useSendTest();
  const endRef = useRef<HTMLDivElement>(null);

  // Braces matter: newer browsers return a promise from scrollIntoView, and an effect may only return a cleanup function.
  useEffect(() => {
    endRef.current?.scrollIntoView?.({ block: 'nearest' });
  }, [messages.length, send.isPending]);

  const run = (request: TAiTestRequest, shown: string) => {
    const history = historyOf(messages);
    setMessages((m) => [...m, { id: nextId++, role: 'user', content: shown }]);
    send.mutate(
      { ...request, conversationHistory: request.mode === 'chat' || !request.mode ? history : [] },
      {
        onSuccess: (reply) =>
          setMessages((m) => [...m, { id: nextId++, role: 'assistant', content: reply.message?.trim() ? reply.message : NO_RESPONSE, test: reply.test }]),
        onError: () => toast.error('Error', `Failed to get response from ${assistantName}`),
      },
    );
  };

  return (
    <Card>
      <CardHeader className="gap-3">
        <div>
          <CardTitle>AI Testing</CardTitle>
          <CardDescription>Talk to {assistantName} with the active prompts, on the demo account&apos;s closet and profile. Nothing is saved.</CardDescription>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" size="sm" disabled={send.isPending} onClick={() => run({ mode: 'onboarding' }, AI_TEST_PROMPTS.onboarding)}>
            <Sparkles aria-hidden /> Run Onboarding
          </Button>
          <Button variant="outline" size="sm" disabled={send.isPending} onClick={() => run({ mode: 'daily_outfit' }, AI_TEST_PROMPTS.daily_outfit)}>
            <Shirt aria-hidden /> Daily Outfit Test
          </Button>
          <Button variant="ghost" size="sm" disabled={messages.length === 0 || send.isPending} onClick={() => setMessages([])}>
            <Eraser aria-hidden /> Clear Chat
          </Button>
        </div>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div
          className="grid h-[min(28rem,55dvh)] content-start gap-3 overflow-y-auto rounded-md border border-border bg-muted/30 p-3"
          aria-live="polite"
          data-testid="ai-test-messages"
        >
          {messages.length === 0 ? (
            <p className="m-auto py-16 text-center text-sm text-muted-foreground">Start a conversation with {assistantName}</p>
          ) : (
            messages.map((m) => (
              <div key={m.id} className={cn('flex max-w-[85%] flex-col gap-1', m.role === 'user' ? 'justify-self-end items-end' : 'justify-self-start')}>
                <div
                  className={cn(
                    'whitespace-pre-wrap rounded-2xl px-3.5 py-2 text-sm',
                    m.role === 'user' ? 'rounded-br-sm bg-primary text-primary-foreground' : 'rounded-bl-sm bg-card shadow-sm',
                    m.content === NO_RESPONSE && 'italic text-muted-foreground',
                  )}
                >
                  {m.content}
                </div>
                {m.test ? (
                  <span className="px-1 text-[11px] text-muted-foreground" data-testid="ai-test-meta">
                    {describeTest(m.test)}
                  </span>
                ) : null}
              </div>
            ))
          )}
          {send.isPending ? (
            <div role="status" className="flex items-center gap-2 justify-self-start rounded-2xl bg-card px-3.5 py-2 text-xs text-muted-foreground shadow-sm">
              <span className="flex gap-1" aria-hidden>
                {[0, 150, 300].map((d) => (
                  <span key={d} className="size-1.5 animate-bounce rounded-full bg-muted-foreground" style={{ animationDelay: `${d}ms` }} />
                ))}
              </span>
              {assistantName} is typing…
            </div>
          ) : null}
          <div ref={endRef} />
        </div>
        <TestComposer busy={send.isPending} assistantName={assistantName} onSend={(text) => run({ mode: 'chat', message: text }, text)} />
      </CardContent>
    </Card>
  );
}
