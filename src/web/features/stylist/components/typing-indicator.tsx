import { AssistantAvatar } from './message-bubble';

/** Shown while the reply is on its way; announced politely to screen readers. */
export function TypingIndicator({ name }: { name: string }) {
  return (
    <div role="status" className="flex items-center gap-2" data-testid="typing-indicator">
      <AssistantAvatar />
      <div className="flex items-center gap-2 rounded-2xl rounded-bl-sm bg-muted px-4 py-3">
        <span className="flex gap-1" aria-hidden>
          {[0, 150, 300].map((delay) => (
            <span key={delay} className="size-1.5 animate-bounce rounded-full bg-muted-foreground" style={{ animationDelay: `${delay}ms` }} />
          ))}
        </span>
        <span className="text-xs text-muted-foreground">{name} is typing…</span>
      </div>
    </div>
  );
}
