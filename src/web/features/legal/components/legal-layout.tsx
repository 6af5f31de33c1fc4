import { ArrowLeft } from 'lucide-react';
import { useEffect, type ReactNode } from 'react';
import { Link } from 'wouter';
import { BUSINESS_ADDRESS, LEGAL_EFFECTIVE_DATE } from '../../../../shared/constants';
import { usePublicConfig } from '../../../lib/public-config';

export type LegalSection = { id: string; title: string; body: ReactNode };

/** Shared frame of the static legal pages: back link, title, effective date, contents, sections, contact. */
export function LegalLayout({ title, intro, sections }: { title: string; intro: ReactNode; sections: LegalSection[] }) {
  const { brandName } = usePublicConfig();
  useEffect(() => {
    const previous = document.title;
    document.title = `${title} · ${brandName}`;
    return () => {
      document.title = previous;
    };
  }, [title, brandName]);

  return (
    <div className="min-h-dvh bg-background text-foreground">
      <header className="border-b border-border bg-card/80">
        <div className="mx-auto flex h-16 max-w-3xl items-center justify-between px-5 sm:px-8">
          <Link href="/" className="font-serif text-2xl font-semibold tracking-tight">
            {brandName}
          </Link>
          <Link href="/" className="inline-flex items-center gap-1.5 text-sm font-medium text-muted-foreground hover:text-foreground">
            <ArrowLeft className="size-4" aria-hidden /> Back to the start page
          </Link>
        </div>
      </header>
      <main className="mx-auto max-w-3xl px-5 pb-20 pt-12 sm:px-8">
        <p className="text-xs font-semibold uppercase tracking-[0.25em] text-accent">Legal</p>
        <h1 className="mt-3 font-serif text-4xl font-semibold tracking-tight sm:text-5xl">{title}</h1>
        <p className="mt-3 text-sm font-medium text-muted-foreground">Effective date: {LEGAL_EFFECTIVE_DATE}</p>
        <div className="mt-8 space-y-4 text-base leading-relaxed text-foreground/90">{intro}</div>

        <nav aria-label="Contents" className="mt-10 rounded-2xl border border-border bg-card p-6">
          <h2 className="text-sm font-semibold uppercase tracking-wider text-muted-foreground">Contents</h2>
          <ol className="mt-3 grid list-decimal gap-1.5 pl-5 text-sm sm:grid-cols-2 sm:gap-x-8">
            {sections.map((s) => (
              <li key={s.id}>
                <a href={`#${s.id}`} className="text-foreground/90 underline-offset-4 hover:text-accent hover:underline">
                  {s.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>

        <div className="mt-12 space-y-12">
          {sections.map((s, i) => (
            <section key={s.id} id={s.id} aria-labelledby={`${s.id}-title`} className="scroll-mt-6">
              <h2 id={`${s.id}-title`} className="font-serif text-2xl font-semibold">
                {i + 1}. {s.title}
              </h2>
              <div className="mt-4 space-y-4 leading-relaxed text-foreground/85 [&_li]:mt-1.5 [&_strong]:font-semibold [&_strong]:text-foreground [&_ul]:list-disc [&_ul]:pl-6">
                {s.body}
              </div>
            </section>
          ))}
        </div>

        <div className="mt-16 flex flex-col gap-4 border-t border-border pt-8 text-sm text-muted-foreground sm:flex-row sm:items-center sm:justify-between">
          <Link href="/" className="inline-flex items-center gap-1.5 font-medium text-accent underline-offset-4 hover:underline">
            <ArrowLeft className="size-4" aria-hidden /> Back to the start page
          </Link>
          {/* The build painted its own year: a page served in a later year says this one, without a hydration mismatch. */}
          <p suppressHydrationWarning>{`© ${new Date().getFullYear()} ${BUSINESS_ADDRESS.company} All rights reserved.`}</p>
        </div>
      </main>
    </div>
  );
}

/** The postal and email contact block used at the end of both documents. */
export function ContactBlock() {
  const a = BUSINESS_ADDRESS;
  return (
    <address className="not-italic rounded-xl border border-border bg-card p-5">
      <strong>{a.company}</strong>
      <br />
      {a.street}
      <br />
      {a.city}, {a.region} {a.postalCode}
      <br />
      {a.country}
      <br />
      Email:{' '}
      <a href={`mailto:${a.email}`} className="font-medium text-accent underline-offset-4 hover:underline">
        {a.email}
      </a>
    </address>
  );
}
