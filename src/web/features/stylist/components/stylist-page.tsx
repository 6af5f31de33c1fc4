import { useEffect, useRef } from 'react';
import { useLocation, useSearch } from 'wouter';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { useCurrentUser } from '../../../lib/current-user';
import { usePublicConfig } from '../../../lib/public-config';
import { useStylistChat } from '../hooks/use-stylist-chat';
import { ChatComposer } from './chat-composer';
import { AssistantAvatar, MessageBubble } from './message-bubble';
import { SuggestionChips } from './suggestion-chips';
import { TypingIndicator } from './typing-indicator';

/** Spec 2.6: the AI Stylist consultation. */
export function StylistPage() {
  const { user } = useCurrentUser();
  const { assistantName } = usePublicConfig();
  const { messages, sendMessage, isWaiting, isLoading, startOver, isClearing } = useStylistChat(user?.id);
  const scroller = useRef<HTMLDivElement>(null);

  // /stylist?ask=... (another screen's 'Ask Wren about this'): sent once, as if typed, after the stored
  // conversation has loaded; the query is then dropped so a reload or Back does not ask again.
  const ask = new URLSearchParams(useSearch()).get('ask');
  const [, navigate] = useLocation();
  const asked = useRef(false);
  useEffect(() => {
    if (!ask || asked.current || !user || isLoading || isWaiting) return;
    asked.current = true;
    sendMessage(ask);
    navigate('/stylist', { replace: true });
  }, [ask, user, isLoading, isWaiting, sendMessage, navigate]);

  // Keep the newest message in view.
  useEffect(() => {
    const el = scroller.current;
    if (!el) return;
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    el.scrollTo({ top: el.scrollHeight, behavior: reduce || messages.length <= 1 ? 'auto' : 'smooth' });
  }, [messages.length, isWaiting]);

  const firstName = user?.fullName.split(/\s+/)[0];
  const greeting =
    `Hi${firstName ? ` ${firstName}` : ''}! I'm ${assistantName}, your personal stylist. ` +
    'Ask me what to wear for an occasion, how to get more out of your closet, or what to buy next.';

  return (
    <div className="flex h-[calc(100dvh-9.5rem)] min-h-[26rem] flex-col px-3 pt-3 md:h-[calc(100dvh-5.5rem)] md:px-6 md:pt-6">
      <Card className="mx-auto flex min-h-0 w-full max-w-3xl flex-1 flex-col overflow-hidden">
        <div className="flex items-center gap-3 border-b border-border px-4 py-3 md:px-5">
          <AssistantAvatar className="size-10" />
          <div className="min-w-0">
            <h2 className="text-base font-semibold leading-tight md:text-lg">AI Stylist Consultation</h2>
            {/* Wraps on a phone instead of being cut ('Chat with Wren, you…'). */}
            <p className="text-xs text-muted-foreground">Chat with {assistantName}, your personal stylist</p>
          </div>
          {messages.length > 0 ? (
            <Button variant="outline" size="sm" className="ml-auto shrink-0" onClick={() => void startOver()} disabled={isWaiting || isClearing}>
              New conversation
            </Button>
          ) : null}
        </div>
        {/* The log is the scrolling pane itself: a live region that the keyboard can focus and scroll (issue 43.5),
            holding a real list, so each message is a list item inside a list. */}
        <div
          ref={scroller}
          role="log"
          aria-label="Conversation"
          aria-live="polite"
          tabIndex={0}
          className="min-h-0 flex-1 overflow-y-auto px-3 py-4 outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-accent md:px-5"
          data-testid="chat-scroller"
        >
          <ol aria-label="Messages" className="grid gap-4">
            <MessageBubble role="assistant" author={assistantName} content={greeting} />
            {messages.map((m) => (
              <MessageBubble
                key={m.id}
                role={m.role}
                author={m.role === 'user' ? 'You' : assistantName}
                content={m.content}
                timestamp={m.timestamp}
                timeZone={user?.timezone}
              />
            ))}
          </ol>
          {isWaiting ? (
            <div className="mt-4">
              <TypingIndicator name={assistantName} />
            </div>
          ) : null}
        </div>
        <div className="grid gap-3 border-t border-border bg-card px-3 pb-3 pt-3 md:px-5">
          <SuggestionChips onPick={sendMessage} disabled={isWaiting} />
          <ChatComposer onSend={sendMessage} busy={isWaiting} assistantName={assistantName} />
        </div>
      </Card>
    </div>
  );
}
