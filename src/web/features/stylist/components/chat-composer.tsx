import { SendHorizontal } from 'lucide-react';
import { useLayoutEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { Textarea } from '../../../components/ui/input';
import { MESSAGE_MAX_CHARS, normalizeMessage } from '../lib/chat';

/** The message box: Enter sends, Shift+Enter starts a new line; nothing blank is sent. */
export function ChatComposer({ onSend, busy, assistantName }: { onSend: (text: string) => boolean; busy: boolean; assistantName: string }) {
  const [text, setText] = useState('');
  const ref = useRef<HTMLTextAreaElement>(null);

  // Grow with the text up to a few lines, then scroll.
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    el.style.height = 'auto';
    el.style.height = `${Math.min(el.scrollHeight, 160)}px`;
  }, [text]);

  const submit = () => {
    if (busy || !normalizeMessage(text)) return;
    if (onSend(text)) setText('');
    ref.current?.focus();
  };
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    submit();
  };
  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
      e.preventDefault();
      submit();
    }
  };
  const nearLimit = text.length > MESSAGE_MAX_CHARS - 200;

  return (
    <form onSubmit={onSubmit} className="grid gap-1">
      <div className="flex items-end gap-2">
        <label htmlFor="stylist-message" className="sr-only">
          Message
        </label>
        <Textarea
          id="stylist-message"
          ref={ref}
          rows={1}
          value={text}
          maxLength={MESSAGE_MAX_CHARS}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={onKeyDown}
          placeholder={`Ask ${assistantName} anything about style…`}
          aria-describedby="stylist-message-hint"
          className="max-h-40 min-h-11 resize-none rounded-2xl py-2.5"
        />
        <Button type="submit" size="icon" className="size-11 shrink-0 rounded-full" aria-label="Send message" disabled={busy || !normalizeMessage(text)}>
          <SendHorizontal aria-hidden />
        </Button>
      </div>
      <p id="stylist-message-hint" className="flex justify-between gap-2 px-1 text-[11px] text-muted-foreground">
        <span className="hidden sm:inline">Enter to send · Shift+Enter for a new line</span>
        {nearLimit ? (
          <span className="ml-auto tabular-nums">
            {text.length}/{MESSAGE_MAX_CHARS}
          </span>
        ) : null}
      </p>
    </form>
  );
}
