import { useEffect, useRef, useState } from 'react';
import { cn } from '../../../lib/utils';

/** Spec section 4, 'Auth screen video'. */
export type VideoStatus = 'loading' | 'loaded' | 'canplay' | 'playing' | 'paused' | 'error';

/** Spec 2.3: autoplay is attempted after this delay. */
export const AUTOPLAY_DELAY_MS = 500;

/*
 * The clip under /media is generated, not filmed: an 8 s seamless loop of slow warm "silk" folds
 * (960x540, 24 fps), made with ffmpeg's geq filter from sums of sines whose phases all advance by
 * 2*pi*t/8, then blurred and vignetted; H.264 (faststart) and VP9 encodings plus a poster frame.
 */
const SOURCES = [
  { src: '/media/auth-background.webm', type: 'video/webm' },
  { src: '/media/auth-background.mp4', type: 'video/mp4' },
] as const;
const POSTER = '/media/auth-background-poster.jpg';

/**
 * Full-screen, looping, muted background video with a dark overlay and a small status label.
 * Autoplay is attempted after 500 ms; if the browser blocks it, the first touch or click starts it.
 * On a load error the video is hidden and the warm gradient behind it remains.
 */
export function BackgroundVideo() {
  const ref = useRef<HTMLVideoElement>(null);
  const [status, setStatus] = useState<VideoStatus>('loading');

  useEffect(() => {
    const video = ref.current;
    if (!video) return;
    const reducedMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
    if (reducedMotion) return; // the poster frame stays; nothing moves for people who asked for that

    const events = ['touchstart', 'click', 'keydown'] as const;
    const startOnGesture = () => {
      removeGestureListeners();
      void video.play().catch(() => undefined);
    };
    function removeGestureListeners() {
      for (const e of events) document.removeEventListener(e, startOnGesture);
    }
    const timer = window.setTimeout(() => {
      // From here the clip loads whether or not autoplay is allowed, ready for the first touch.
      video.preload = 'auto';
      video.play().catch(() => {
        // Autoplay blocked (e.g. low-power mode): load the clip anyway (preload is now 'auto') and wait for the first interaction.
        if (video.readyState === HTMLMediaElement.HAVE_NOTHING) video.load();
        for (const e of events) document.addEventListener(e, startOnGesture, { once: true, passive: true });
      });
    }, AUTOPLAY_DELAY_MS);
    return () => {
      window.clearTimeout(timer);
      removeGestureListeners();
    };
  }, []);

  const hidden = status === 'error';
  return (
    <>
      {/* The label sits at the foot of the page, below everything, not fixed on screen: the form never covers it (issue 15). */}
      <VideoStatusLabel status={status} />
      <div
        aria-hidden="true"
        className="pointer-events-none fixed inset-0 -z-10 overflow-hidden bg-[radial-gradient(ellipse_at_30%_20%,#6b4630_0%,#2a1d16_45%,#120d0a_100%)]"
      >
        {hidden ? null : (
          <video
            ref={ref}
            className="size-full object-cover"
            muted
            loop
            playsInline
            // Nothing is fetched until autoplay is tried (500 ms in): the clip never competes with the first paint (issue 15).
            preload="none"
            poster={POSTER}
            data-testid="auth-video"
            onLoadStart={() => setStatus('loading')}
            onLoadedData={() => setStatus('loaded')}
            onCanPlay={() => setStatus((s) => (s === 'playing' ? s : 'canplay'))}
            onPlaying={() => setStatus('playing')}
            onPause={() => setStatus('paused')}
            onError={() => setStatus('error')}
          >
            {SOURCES.map((s, i) => (
              <source
                key={s.src}
                src={s.src}
                type={s.type}
                // A failing <source> does not fire on the <video>; the last one failing means nothing can play.
                onError={i === SOURCES.length - 1 ? () => setStatus('error') : undefined}
              />
            ))}
          </video>
        )}
        <div className="absolute inset-0 bg-gradient-to-b from-black/55 via-black/45 to-black/75" />
      </div>
    </>
  );
}

function VideoStatusLabel({ status }: { status: VideoStatus }) {
  return (
    <span
      aria-hidden="true"
      data-testid="video-status"
      data-status={status}
      className="absolute bottom-1.5 right-3 inline-flex items-center gap-1.5 rounded-full bg-black/40 px-2.5 py-1 text-[10px] font-medium uppercase tracking-wider text-white/70 backdrop-blur"
    >
      <span className={cn('size-1.5 rounded-full', status === 'playing' ? 'bg-emerald-400' : status === 'error' ? 'bg-red-400' : 'bg-amber-300')} />
      Video: {status}
    </span>
  );
}
