import {
  ArrowRight,
  CalendarDays,
  Camera,
  CloudSun,
  Mail,
  MapPin,
  MessageCircleHeart,
  MessageSquareText,
  Ruler,
  Shirt,
  ShoppingBag,
  SlidersHorizontal,
  Sparkles,
} from 'lucide-react';
import type { ReactNode } from 'react';
import pictures from 'virtual:landing-imagery';
import { Link } from 'wouter';
import { BUSINESS_ADDRESS, FREE_TRIAL_DAYS, PREMIUM_PRICE_USD, smsCadenceText } from '../../../../shared/constants';
import { ResponsivePicture } from '../../../components/responsive-picture';
import { Button } from '../../../components/ui/button';
import { usePublicConfig } from '../../../lib/public-config';

/**
 * The one label of the one call to action (issue 27.5): the spec's hero button (2.2), used in the
 * header, the hero and the contact section alike.
 */
export const CTA_LABEL = 'Get Started';

/** Spec 2.2: hero, AI style intelligence, four services, contact, legal links and copyright; issue 27.5: the product in pictures. */
export function LandingPage() {
  const { brandName, assistantName, tagline, smsMonthlyLimit, smsNumber } = usePublicConfig();
  return (
    <div className="min-h-dvh bg-background text-foreground">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-4 focus:z-50 focus:rounded-md focus:bg-card focus:px-3 focus:py-2"
      >
        Skip to content
      </a>
      <SiteHeader brandName={brandName} />
      <main id="main">
        <Hero brandName={brandName} assistantName={assistantName} tagline={tagline} monthlyLimit={smsMonthlyLimit} />
        <YourCloset assistantName={assistantName} />
        <StyleIntelligence assistantName={assistantName} />
        <Services assistantName={assistantName} monthlyLimit={smsMonthlyLimit} />
        <HowItWorks assistantName={assistantName} />
        <Contact brandName={brandName} smsNumber={smsNumber} />
      </main>
      <SiteFooter brandName={brandName} />
    </div>
  );
}

function SiteHeader({ brandName }: { brandName: string }) {
  return (
    <header className="sticky top-0 z-40 border-b border-border/70 bg-background/85 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-5 sm:px-8">
        <Link href="/" className="font-serif text-2xl font-semibold tracking-tight">
          {brandName}
        </Link>
        <nav aria-label="Sections" className="hidden items-center gap-7 text-sm text-muted-foreground md:flex">
          <a href="#intelligence" className="hover:text-foreground">
            Style intelligence
          </a>
          <a href="#services" className="hover:text-foreground">
            Services
          </a>
          <a href="#how-it-works" className="hover:text-foreground">
            How it works
          </a>
          <a href="#contact" className="hover:text-foreground">
            Contact
          </a>
        </nav>
        <div className="flex items-center gap-2">
          <Button asChild variant="ghost" size="sm">
            <Link href="/auth?mode=signin">Sign In</Link>
          </Button>
          {/* One primary button style (issue 27.6): the Button's accent variant as the sign-up form has it, no shapes of its own. */}
          <Button asChild size="sm">
            <Link href="/auth">{CTA_LABEL}</Link>
          </Button>
        </div>
      </div>
    </header>
  );
}

function Hero({ brandName, assistantName, tagline, monthlyLimit }: { brandName: string; assistantName: string; tagline: string; monthlyLimit: number }) {
  return (
    <section aria-labelledby="hero-title" className="relative overflow-hidden">
      <div aria-hidden className="pointer-events-none absolute -right-40 -top-40 size-[36rem] rounded-full bg-accent/15 blur-3xl" />
      <div aria-hidden className="pointer-events-none absolute -bottom-56 -left-40 size-[30rem] rounded-full bg-[#d9b99b]/25 blur-3xl" />
      {/* Tighter on a phone, so the morning text and its outfit picture start on the first screen (issue 27.5). */}
      <div className="relative mx-auto grid max-w-6xl items-center gap-10 px-5 pb-20 pt-8 sm:px-8 sm:pt-14 lg:grid-cols-[1.15fr_1fr] lg:gap-14 lg:pb-28 lg:pt-20">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full border border-border bg-card/70 px-3 py-1 text-xs font-medium uppercase tracking-[0.2em] text-muted-foreground">
            <Sparkles className="size-3.5 text-accent" aria-hidden /> {brandName} · AI personal stylist
          </p>
          <h1 id="hero-title" className="mt-6 font-serif text-5xl font-semibold leading-[1.02] tracking-tight sm:text-6xl lg:text-7xl">
            {tagline}
          </h1>
          <p className="mt-5 max-w-xl text-base leading-relaxed text-muted-foreground sm:mt-6 sm:text-lg">
            {assistantName}, your personal AI stylist, learns your style, your body type and your closet, then puts together a complete outfit for each day,
            matched to your calendar and the weather, and texts it to you: {smsCadenceText(monthlyLimit)}.
          </p>
          <div className="mt-7 flex flex-wrap items-center gap-3 sm:mt-9">
            <Button asChild size="lg" className="px-6 sm:px-8">
              <Link href="/auth">
                {CTA_LABEL} <ArrowRight aria-hidden />
              </Link>
            </Button>
            <Button asChild variant="ghost" size="lg" className="px-4">
              <a href="#how-it-works">See how it works</a>
            </Button>
          </div>
          <p className="mt-5 text-sm text-muted-foreground sm:mt-6">
            {FREE_TRIAL_DAYS}-day free trial, then ${PREMIUM_PRICE_USD.toFixed(2)}/month. Cancel anytime.
          </p>
        </div>
        <PhonePreview assistantName={assistantName} />
      </div>
    </section>
  );
}

/**
 * The morning text as a phone shows it: the outfit picture (made at build time from the closet's
 * pieces, ADR 0095) with its words. The conversation stays text, so it reads and scales as text.
 */
function PhonePreview({ assistantName }: { assistantName: string }) {
  return (
    <figure className="relative mx-auto w-full max-w-[21rem]" aria-label={`Example morning text from ${assistantName}`}>
      <div className="rounded-[2.5rem] border border-border bg-card p-3 shadow-2xl shadow-stone-900/15">
        <div className="rounded-[2rem] bg-muted/60 px-4 pb-12 pt-5">
          <div className="mb-5 flex items-center gap-3 border-b border-border pb-4">
            <span className="flex size-10 items-center justify-center rounded-full bg-accent font-serif text-lg font-semibold text-accent-foreground">
              {assistantName.charAt(0)}
            </span>
            <div>
              <p className="text-sm font-semibold">{assistantName}</p>
              <p className="text-xs text-muted-foreground">Your stylist · Text message</p>
            </div>
          </div>
          <div className="grid gap-3 text-[13px] leading-snug">
            <div className="max-w-[88%] overflow-hidden rounded-2xl rounded-bl-sm bg-card shadow-sm">
              <ResponsivePicture
                image={pictures.outfit}
                alt="Today's outfit laid flat: white oxford shirt, navy blazer, khaki chinos and brown leather loafers"
                // The bubble is 88% of a phone at most 21rem wide: about 250 CSS px on any screen.
                sizes="250px"
                eager
                className="block aspect-square h-auto w-full"
              />
              <p className="px-3.5 py-2.5">
                Today: white oxford shirt + khaki chinos + navy blazer + brown loafers. 58-71F. Client lunch 12:30pm. Reply 2 for another look.
              </p>
            </div>
            <p className="ml-auto max-w-[80%] rounded-2xl rounded-br-sm bg-accent px-3.5 py-2.5 text-accent-foreground shadow-sm">
              Love it. Could I swap the loafers for sneakers?
            </p>
            <p className="max-w-[88%] rounded-2xl rounded-bl-sm bg-card px-3.5 py-2.5 shadow-sm">
              Yes: your white leather sneakers keep it sharp. Skip the belt.
            </p>
          </div>
        </div>
      </div>
      <figcaption className="absolute -bottom-5 -left-4 flex items-center gap-2 rounded-2xl border border-border bg-card px-4 py-3 text-sm shadow-lg sm:-left-10">
        <CloudSun className="size-5 text-accent" aria-hidden />
        <span>
          <span className="block font-semibold">Weather-ready</span>
          <span className="text-xs text-muted-foreground">and calendar-aware</span>
        </span>
      </figcaption>
    </figure>
  );
}

/** The closet grid as the app shows it: every piece photographed once, the outfits built from them. */
function YourCloset({ assistantName }: { assistantName: string }) {
  const points = [
    { icon: Camera, text: 'Snap each piece once in the app, or text its photo.' },
    { icon: Shirt, text: 'Filed by category, color and season, ready to wear.' },
    { icon: Sparkles, text: `${assistantName} builds every outfit from what you already own.` },
  ];
  return (
    <section id="closet" aria-labelledby="closet-title" className="scroll-mt-16 pb-20 pt-8 sm:pb-28 lg:pt-0">
      <div className="mx-auto grid max-w-6xl items-center gap-12 px-5 sm:px-8 lg:grid-cols-[1fr_1.15fr]">
        <div>
          <SectionHeading id="closet-title" kicker="Your closet" title="Your whole wardrobe, in your pocket">
            The pieces you own, photographed and organized, so every suggestion is something you can put on this morning.
          </SectionHeading>
          <ul className="mt-8 grid gap-4">
            {points.map((p) => (
              <li key={p.text} className="flex items-start gap-3 text-muted-foreground">
                <p.icon className="mt-0.5 size-5 shrink-0 text-accent" aria-hidden />
                <span>{p.text}</span>
              </li>
            ))}
          </ul>
        </div>
        <figure className="overflow-hidden rounded-2xl border border-border bg-card shadow-xl shadow-stone-900/10">
          <ResponsivePicture
            image={pictures.closet}
            alt="A closet grid of twelve photographed pieces: navy blazer, white oxford shirt, gray merino sweater, camel overcoat, dark denim jeans, khaki chinos, olive utility jumpsuit, light blue dress shirt, brown loafers, white sneakers, olive field jacket and a brown leather briefcase"
            // Full width less the page's side padding on phones; the wider column of a 72rem page from lg up.
            sizes="(min-width: 1024px) 580px, calc(100vw - 2.5rem)"
            className="block aspect-[4/3] h-auto w-full"
          />
          <figcaption className="border-t border-border px-5 py-3 text-sm text-muted-foreground">My Closet, as the app shows it</figcaption>
        </figure>
      </div>
    </section>
  );
}

function SectionHeading({ id, kicker, title, children }: { id: string; kicker: string; title: string; children?: ReactNode }) {
  return (
    <div className="max-w-2xl">
      <p className="text-xs font-semibold uppercase tracking-[0.25em] text-accent">{kicker}</p>
      <h2 id={id} className="mt-3 font-serif text-4xl font-semibold leading-tight tracking-tight sm:text-5xl">
        {title}
      </h2>
      {children ? <p className="mt-4 text-lg leading-relaxed text-muted-foreground">{children}</p> : null}
    </div>
  );
}

function StyleIntelligence({ assistantName }: { assistantName: string }) {
  const pillars = [
    {
      icon: Sparkles,
      title: 'Your style',
      text: 'From a short conversation and a couple of photos, it reads the looks you gravitate to, from smart casual to minimal, classic or street.',
    },
    {
      icon: Ruler,
      title: 'Your body type',
      text: 'Proportions, skin tone and hair color shape which cuts, lengths and colors flatter you, so every suggestion starts from what suits you.',
    },
    {
      icon: SlidersHorizontal,
      title: 'Your preferences',
      text: 'Goals, favorite pieces, the colors you never wear and the dress codes of your week: every reply teaches it a little more.',
    },
  ];
  return (
    <section id="intelligence" aria-labelledby="intelligence-title" className="scroll-mt-16 bg-primary py-20 text-primary-foreground sm:py-28">
      <div className="mx-auto max-w-6xl px-5 sm:px-8">
        <div className="max-w-2xl">
          {/* The accent is made for light grounds; on this dark band the kicker takes the auth screen's light tan (4.5:1 and over). */}
          <p className="text-xs font-semibold uppercase tracking-[0.25em] text-[#f2c29b]">AI style intelligence</p>
          <h2 id="intelligence-title" className="mt-3 font-serif text-4xl font-semibold leading-tight tracking-tight sm:text-5xl">
            A stylist that studies you, not trends
          </h2>
          <p className="mt-4 text-lg leading-relaxed opacity-75">
            {assistantName} analyzes three things before suggesting a single outfit, and keeps learning from every piece you add and every reply you send.
          </p>
        </div>
        <div className="mt-14 grid gap-10 md:grid-cols-3">
          {pillars.map((p, i) => (
            <div key={p.title} className="border-t border-current/20 pt-6">
              <div className="flex items-center gap-3">
                <span className="font-serif text-sm opacity-50">0{i + 1}</span>
                <p.icon className="size-5 text-[#f2c29b]" aria-hidden />
              </div>
              <h3 className="mt-4 font-serif text-2xl font-semibold">{p.title}</h3>
              <p className="mt-3 leading-relaxed opacity-75">{p.text}</p>
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}

function Services({ assistantName, monthlyLimit }: { assistantName: string; monthlyLimit: number }) {
  const services = [
    {
      icon: MessageSquareText,
      title: 'Daily SMS recommendations',
      text: `A complete outfit from your own closet, matched to your calendar and the weather where you are, by text: ${smsCadenceText(monthlyLimit)}. Text OUTFIT any day for today's.`,
    },
    {
      icon: CalendarDays,
      title: 'Calendar integration',
      text: 'Connect your calendar and board meetings, weddings and weekend plans are read for their dress code, so you arrive dressed right.',
    },
    {
      icon: MessageCircleHeart,
      title: 'Personal styling chat over SMS',
      text: `Text ${assistantName} any question, any time: what to pack, what goes with new shoes, or a photo of a piece to add to your closet.`,
    },
    {
      icon: ShoppingBag,
      title: 'Wardrobe optimization & shopping guidance',
      text: 'See the gaps in your closet, build a versatile capsule and get recommendations for the few pieces that will multiply your outfits.',
    },
  ];
  return (
    <section id="services" aria-labelledby="services-title" className="scroll-mt-16 py-20 sm:py-28">
      <div className="mx-auto max-w-6xl px-5 sm:px-8">
        <SectionHeading id="services-title" kicker="Services" title="Everything you need to dress well, every day">
          One subscription, four ways to look your best without thinking about it.
        </SectionHeading>
        <ul className="mt-14 grid gap-5 sm:grid-cols-2">
          {services.map((s) => (
            <li key={s.title} className="group rounded-2xl border border-border bg-card p-7 shadow-sm transition-shadow hover:shadow-md">
              <span className="flex size-12 items-center justify-center rounded-xl bg-accent/10 text-accent">
                <s.icon className="size-6" aria-hidden />
              </span>
              <h3 className="mt-5 font-serif text-2xl font-semibold">{s.title}</h3>
              <p className="mt-3 leading-relaxed text-muted-foreground">{s.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

function HowItWorks({ assistantName }: { assistantName: string }) {
  const steps = [
    {
      icon: MessageCircleHeart,
      title: 'Tell us your style',
      text: `Sign up and ${assistantName} starts a short style consultation by text, or on the web if you prefer.`,
    },
    { icon: Camera, title: 'Build your closet', text: 'Add the pieces you own from the app, or simply text a photo of each one.' },
    {
      icon: CloudSun,
      title: 'Get dressed, daily',
      text: "Today's outfit waits on your Home screen every day and comes by text on the days that matter most. Reply 2 for another look.",
    },
  ];
  return (
    <section id="how-it-works" aria-labelledby="how-title" className="scroll-mt-16 border-y border-border bg-muted/50 py-20 sm:py-28">
      <div className="mx-auto max-w-6xl px-5 sm:px-8">
        <SectionHeading id="how-title" kicker="How it works" title="Three steps to a better morning" />
        <ol className="mt-14 grid gap-8 md:grid-cols-3">
          {steps.map((s, i) => (
            <li key={s.title} className="relative">
              <span className="font-serif text-6xl font-semibold text-accent/30">{i + 1}</span>
              <h3 className="mt-2 flex items-center gap-2 font-serif text-2xl font-semibold">
                <s.icon className="size-5 text-accent" aria-hidden /> {s.title}
              </h3>
              <p className="mt-3 leading-relaxed text-muted-foreground">{s.text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}

function Contact({ brandName, smsNumber }: { brandName: string; smsNumber: string | null }) {
  const a = BUSINESS_ADDRESS;
  return (
    <section id="contact" aria-labelledby="contact-title" className="scroll-mt-16 py-20 sm:py-28">
      <div className="mx-auto grid max-w-6xl gap-12 px-5 sm:px-8 lg:grid-cols-2 lg:items-center">
        <div>
          <SectionHeading id="contact-title" kicker="Contact" title="Let's talk about your style">
            Questions about {brandName}, your subscription or our text messages? We're a small team and we answer every message.
          </SectionHeading>
          <Button asChild size="lg" className="mt-9 px-8">
            <Link href="/auth">
              {CTA_LABEL} <ArrowRight aria-hidden />
            </Link>
          </Button>
        </div>
        <address className="not-italic rounded-2xl border border-border bg-card p-8 shadow-sm">
          <p className="font-serif text-2xl font-semibold">{a.company}</p>
          <p className="mt-5 flex gap-3 text-muted-foreground">
            <MapPin className="mt-0.5 size-5 shrink-0 text-accent" aria-hidden />
            <span>
              {a.street}
              <br />
              {a.city}, {a.region} {a.postalCode}
              <br />
              {a.country}
            </span>
          </p>
          <p className="mt-4 flex gap-3 text-muted-foreground">
            <Mail className="mt-0.5 size-5 shrink-0 text-accent" aria-hidden />
            <a href={`mailto:${a.email}`} className="font-medium text-foreground underline-offset-4 hover:underline">
              {a.email}
            </a>
          </p>
          <p className="mt-6 border-t border-border pt-5 text-sm text-muted-foreground">
            {smsNumber ? (
              <>
                Text HELP to{' '}
                <a href={`sms:${smsNumber}`} className="font-medium text-foreground underline-offset-4 hover:underline">
                  {smsNumber}
                </a>{' '}
                at any time for help, or STOP to stop messages.
              </>
            ) : (
              // No texting number is configured on this server (the simulator): say where the texts come from instead of promising a number.
              'Reply HELP to any text from us for help, or STOP to stop messages.'
            )}
          </p>
        </address>
      </div>
    </section>
  );
}

function SiteFooter({ brandName }: { brandName: string }) {
  const year = new Date().getFullYear();
  return (
    <footer className="border-t border-border bg-card">
      <div className="mx-auto flex max-w-6xl flex-col gap-6 px-5 py-10 sm:px-8 md:flex-row md:items-center md:justify-between">
        <div>
          <p className="font-serif text-xl font-semibold">{brandName}</p>
          {/* The build painted its own year: a page served in a later year says this one, without a hydration mismatch. */}
          <p className="mt-1 text-sm text-muted-foreground" suppressHydrationWarning>{`© ${year} ${BUSINESS_ADDRESS.company} All rights reserved.`}</p>
        </div>
        <nav aria-label="Legal" className="flex gap-6 text-sm">
          <Link href="/terms" className="text-muted-foreground hover:text-foreground">
            Terms of Service
          </Link>
          <Link href="/privacy-policy" className="text-muted-foreground hover:text-foreground">
            Privacy Policy
          </Link>
        </nav>
      </div>
    </footer>
  );
}
