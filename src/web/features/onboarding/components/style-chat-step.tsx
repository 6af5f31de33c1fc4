import { RotateCcw, Send } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import {
  DEFAULT_STYLE_ANALYSIS,
  STYLE_ANALYSIS_APOLOGY,
  STYLE_SUMMARY_QUESTION,
  type StepProblems,
  type StyleStepField,
  type TStyleAnalysis,
} from '../../../../shared/schemas/onboarding';
import { STYLE_QUESTION_PAUSE_MS, STYLE_QUESTIONS } from '../../../../shared/style-questions';
import { Button } from '../../../components/ui/button';
import { Textarea } from '../../../components/ui/input';
import { cn } from '../../../lib/utils';
import { useAnalyzeStyle, useAskDuringOnboarding } from '../api/style-analysis';
import type { ChatLine, OnboardingDraft } from '../lib/draft';
import { ClosetDrafts } from './closet-drafts';
import { StyleSummary } from './style-summary';

type ChatFields = Pick<OnboardingDraft, 'chat' | 'style' | 'styleFallback'>;

export function summaryText(style: TStyleAnalysis, fallback: boolean): string {
  const intro = fallback ? STYLE_ANALYSIS_APOLOGY : "Thanks! Here's what I heard.";
  const items = style.essentialItems.slice(0, 3).map((i) => i.name.toLowerCase());
  return [
    intro,
    `Your style: ${style.preferredStyle}. Your goals: ${style.styleGoals.join('; ')}.`,
    items.length ? `I'd start your checklist with ${items.join(', ')}.` : '',
    STYLE_SUMMARY_QUESTION,
  ]
    .filter(Boolean)
    .join(' ');
}

const GREETING = "Let's talk about your style. I'll ask five quick questions; answer in your own words.";

/**
 * Step 4: the five scripted questions with an 800 ms pause, then the whole conversation goes to
 * the style analysis and a summary the user can adjust. The next move is derived from the
 * transcript, so a reload in the middle picks up where it stopped.
 */
export function StyleChatStep({
  draft,
  onChange,
  assistantName,
  problems,
  onStyleEdit,
}: {
  draft: OnboardingDraft;
  onChange: (patch: Partial<ChatFields>) => void;
  assistantName: string;
  problems: StepProblems<StyleStepField>;
  /** The summary edited by hand; the field is the one whose error it may clear. */
  onStyleEdit: (style: TStyleAnalysis, field?: StyleStepField) => void;
}) {
  const [text, setText] = useState('');
  const analyze = useAnalyzeStyle();
  const requested = useRef(false);
  const endRef = useRef<HTMLDivElement>(null);
  const { chat, style } = draft;
  const ask = useAskDuringOnboarding();
  const answered = chat.filter((m) => m.role === 'user' && !m.aside).length;
  const last = chat.filter((m) => !m.aside).at(-1);
  const waitingForQuestion = chat.length === 0 || (last?.role === 'user' && answered < STYLE_QUESTIONS.length);
  const needsAnalysis = answered >= STYLE_QUESTIONS.length && !style;

  useEffect(() => {
    if (!waitingForQuestion) return;
    const timer = window.setTimeout(() => {
      const next: ChatLine[] = chat.length === 0 ? [{ role: 'assistant', content: GREETING }] : [];
      next.push({ role: 'assistant', content: STYLE_QUESTIONS[answered]! });
      onChange({ chat: [...chat, ...next] });
    }, STYLE_QUESTION_PAUSE_MS);
    return () => window.clearTimeout(timer);
  }, [waitingForQuestion, chat, answered, onChange]);

  useEffect(() => {
    if (!needsAnalysis || requested.current) return;
    requested.current = true;
    const finish = (analysed: TStyleAnalysis, fallback: boolean) => {
      requested.current = false;
      // A reply that re-ran the analysis keeps the styles already picked on the tiles, the new lead first.
      const result = picked.current ? { ...analysed, styles: [...new Set([analysed.preferredStyle, ...picked.current])] } : analysed;
      onChange({ chat: [...chat, { role: 'assistant', content: summaryText(result, fallback) }], style: result, styleFallback: fallback });
    };
    analyze.mutate(
      { messages: chat.filter((m) => !m.aside).map(({ role, content }) => ({ role, content })) },
      { onSuccess: (r) => finish(r, false), onError: () => finish(DEFAULT_STYLE_ANALYSIS, true) },
    );
  }, [needsAnalysis, chat, analyze, onChange]);

  useEffect(() => {
    endRef.current?.scrollIntoView?.({ block: 'nearest' });
  }, [chat.length, waitingForQuestion]);

  // The tiles picked before a reply to the summary, carried into the analysis it triggers.
  const picked = useRef<string[] | null>(null);
  const summarised = style !== null;
  const send = () => {
    const content = text.trim();
    if (!content || !canAnswer) return;
    setText('');
    // A clothing question is answered by the stylist and the scripted question stays open; anything else is the answer.
    ask.mutate(
      { message: content },
      {
        onSuccess: ({ answer }) =>
          answer
            ? onChange({ chat: [...chat, { role: 'user', content, aside: true }, { role: 'assistant', content: answer, aside: true }] })
            : answerWith(content),
        onError: () => answerWith(content),
      },
    );
  };
  // An answer to a scripted question, or (after the summary's 'Does this sound right?') a
  // correction: it joins the conversation and the profile is analysed again with it.
  const answerWith = (content: string) => {
    if (summarised) picked.current = style.styles ?? null;
    onChange({ chat: [...chat, { role: 'user', content }], ...(summarised ? { style: null } : {}) });
  };
  const typing = waitingForQuestion || needsAnalysis || ask.isPending;
  const canAnswer = !typing && (answered < STYLE_QUESTIONS.length || summarised);

  return (
    <div className="grid gap-5">
      <div
        className="grid max-h-[26rem] gap-3 overflow-y-auto rounded-2xl bg-muted/40 p-3 sm:p-4"
        aria-label="Style conversation"
        // A scrolling region keyboard users can reach and scroll (axe: scrollable-region-focusable).
        tabIndex={0}
        role="log"
        aria-live="polite"
      >
        {chat.map((m, i) => (
          <div key={i} className={cn('flex', m.role === 'user' ? 'justify-end' : 'justify-start')}>
            <p
              className={cn(
                'max-w-[85%] whitespace-pre-wrap rounded-2xl px-4 py-2.5 text-sm leading-relaxed',
                m.role === 'user' ? 'rounded-br-sm bg-primary text-primary-foreground' : 'rounded-bl-sm bg-card shadow-sm',
              )}
            >
              <span className="sr-only">{m.role === 'user' ? 'You: ' : `${assistantName}: `}</span>
              {m.content}
            </p>
          </div>
        ))}
        {typing ? (
          <div role="status" className="flex items-center gap-2 text-xs text-muted-foreground" data-testid="typing-indicator">
            <span className="flex gap-1 rounded-2xl bg-card px-3 py-2.5 shadow-sm" aria-hidden>
              {[0, 150, 300].map((d) => (
                <span key={d} className="size-1.5 animate-bounce rounded-full bg-muted-foreground" style={{ animationDelay: `${d}ms` }} />
              ))}
            </span>
            {needsAnalysis ? `${assistantName} is putting your profile together…` : `${assistantName} is typing…`}
          </div>
        ) : null}
        <div ref={endRef} />
      </div>

      <form
        className="flex items-end gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          send();
        }}
      >
        <label htmlFor="ob-answer" className="sr-only">
          {summarised ? 'Your reply' : 'Your answer'}
        </label>
        <Textarea
          id="ob-answer"
          rows={2}
          value={text}
          maxLength={1000}
          disabled={!canAnswer}
          placeholder={!canAnswer ? 'Wait for the next question…' : summarised ? 'Tell me what to change, or pick below…' : 'Type your answer…'}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && !e.shiftKey) {
              e.preventDefault();
              send();
            }
          }}
          className="min-h-12 resize-none"
        />
        <Button
          type="submit"
          size="icon"
          className="size-12 shrink-0 rounded-full"
          disabled={!canAnswer || !text.trim()}
          aria-label={summarised ? 'Send reply' : 'Send answer'}
        >
          <Send aria-hidden />
        </Button>
      </form>
      {style ? (
        <>
          <StyleSummary value={style} onChange={onStyleEdit} problems={problems} />
          <ClosetDrafts drafts={style.closetDrafts ?? []} />
          <Button
            type="button"
            variant="ghost"
            size="sm"
            className="justify-self-start text-muted-foreground"
            onClick={() => onChange({ chat: [], style: null, styleFallback: false })}
          >
            <RotateCcw aria-hidden /> Start the conversation again
          </Button>
        </>
      ) : null}
      {summarised ? null : (
        <p className="text-xs text-muted-foreground" data-testid="question-count">
          Question {Math.min(answered + (canAnswer ? 1 : 0), STYLE_QUESTIONS.length)} of {STYLE_QUESTIONS.length}
        </p>
      )}
    </div>
  );
}
