import { Sparkles } from 'lucide-react';
import { cn } from '../../../lib/utils';
import type { ChatRole } from '../lib/chat';
import { RichText } from './rich-text';
import { formatTime } from '../../../lib/format-time';

export function AssistantAvatar({ className }: { className?: string }) {
  return (
    <div aria-hidden className={cn('flex size-8 shrink-0 items-center justify-center rounded-full bg-accent text-accent-foreground', className)}>
      <Sparkles className="size-4" />
    </div>
  );
}

interface Props {
  role: ChatRole;
  content: string;
  /** Who is speaking, for screen readers ('You' or the assistant's name). */
  author: string;
  timestamp?: string;
  /** The account's zone: a message's time is shown on the person's clock, not the device's. */
  timeZone?: string | undefined;
}

export function MessageBubble({ role, content, author, timestamp, timeZone }: Props) {
  const mine = role === 'user';
  const time = timestamp ? formatTime(timestamp, { timeZone }) : null;
  return (
    <li className={cn('flex gap-2', mine ? 'justify-end' : 'justify-start')} data-testid={mine ? 'user-message' : 'assistant-message'}>
      {mine ? null : <AssistantAvatar className="mt-1" />}
      <div className={cn('flex max-w-[85%] flex-col gap-1 sm:max-w-[75%]', mine ? 'items-end' : 'items-start')}>
        <div
          className={cn(
            'rounded-2xl px-4 py-2.5 text-sm leading-relaxed',
            mine ? 'whitespace-pre-wrap break-words rounded-br-sm bg-primary text-primary-foreground' : 'rounded-bl-sm bg-muted text-foreground',
          )}
        >
          <span className="sr-only">{author}: </span>
          {mine ? content : <RichText text={content} />}
        </div>
        {time ? <span className="px-1 text-[11px] text-muted-foreground">{time}</span> : null}
      </div>
    </li>
  );
}
