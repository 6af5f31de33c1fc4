import { SendHorizontal } from 'lucide-react';
import { useState, type FormEvent, type KeyboardEvent } from 'react';
import { Button } from '../../../../components/ui/button';
import { Textarea } from '../../../../components/ui/input';

/** Enter sends, Shift+Enter starts a new line; send is disabled while empty or busy. */
export function TestComposer({ busy, onSend, assistantName }: { busy: boolean; onSend: (text: string) => void; assistantName: string }) {
  const [text, setText] = useState('');
  const canSend = !busy && text.trim().length > 0;
  const submit = () => {
    if (!canSend) return;
    onSend(text.trim());
    setText('');
  };
  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
      e.preventDefault();
      submit();
    }
  };
  return (
    <form
      className="grid gap-2"
      onSubmit={(e: FormEvent) => {
        e.preventDefault();
        submit();
      }}
    >
      <div className="flex items-end gap-2">
        <label htmlFor="ai-test-message" className="sr-only">
          Test message
        </label>
        <Textarea
          id="ai-test-message"
          rows={2}
          value={text}
          maxLength={2000}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={onKeyDown}
          placeholder={`Message ${assistantName}…`}
          className="min-h-11 resize-none"
        />
        <Button type="submit" size="icon" className="size-11 shrink-0" disabled={!canSend} aria-label="Send message">
          <SendHorizontal aria-hidden />
        </Button>
      </div>
    </form>
  );
}
