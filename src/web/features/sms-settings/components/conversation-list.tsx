import { Badge } from '../../../components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { cn } from '../../../lib/utils';
import { useConversation } from '../api/conversation';
import { formatDateTime } from '../../../lib/format-time';

/** Spec 2.12: recent texts, 'You' for inbound and 'Assistant' otherwise, newest at the bottom of a scrollable list. */
export function ConversationList({ userId, timeZone }: { userId: number; timeZone: string | undefined }) {
  const conversation = useConversation(userId);
  return (
    <Card>
      <CardHeader>
        <CardTitle>Recent conversations</CardTitle>
        <CardDescription>Your latest texts with us.</CardDescription>
      </CardHeader>
      <CardContent>
        {conversation.isPending ? (
          <div role="status" className="grid gap-3">
            <p className="text-sm text-muted-foreground">Loading conversation history...</p>
            <Skeleton className="h-14" />
            <Skeleton className="h-14" />
          </div>
        ) : conversation.isError ? (
          <p role="alert" className="text-sm text-destructive">
            We couldn't load your texts just now. {conversation.error.message}
          </p>
        ) : conversation.data.length === 0 ? (
          <p className="rounded-lg border border-dashed border-border p-6 text-center text-sm text-muted-foreground">No SMS conversations yet.</p>
        ) : (
          <ol className="grid max-h-[28rem] gap-3 overflow-y-auto pr-1" aria-label="Text messages" tabIndex={0}>
            {conversation.data.map((m) => {
              const mine = m.messageType === 'inbound';
              return (
                <li key={m.id} className={cn('rounded-lg border p-3', mine ? 'border-accent/30 bg-accent/5' : 'border-border bg-muted/40')}>
                  <div className="mb-1 flex items-center justify-between gap-2">
                    <Badge variant={mine ? 'accent' : 'secondary'}>{mine ? 'You' : 'Assistant'}</Badge>
                    <time dateTime={m.createdAt} className="text-xs text-muted-foreground">
                      {formatDateTime(m.createdAt, { timeZone })}
                    </time>
                  </div>
                  <p className="whitespace-pre-wrap break-words text-sm">{m.messageBody}</p>
                </li>
              );
            })}
          </ol>
        )}
      </CardContent>
    </Card>
  );
}
