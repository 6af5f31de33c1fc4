import { Pause, Play } from 'lucide-react';
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';

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

export interface BackgroundVideoState {
  ref: RefObject<HTMLVideoElement | null>;
  status: VideoStatus;
  setStatus: (update: VideoStatus | ((s: VideoStatus) => VideoStatus)) => void;
  /** Pauses a playing clip, plays a stopped one; a pause chosen here is never undone by autoplay. */
  toggle: () => void;
}

/**
 * The clip's state, shared by the video behind the page and its pause/play control in the header.
 * Autoplay is attempted after 500 ms; if the browser blocks it, the first touch, click or key
 * starts it. With prefers-reduced-motion the poster stays until the person presses Play.
 */
export function useBackgroundVideo(): BackgroundVideoState {
  const ref = useRef<HTMLVideoElement>(null);
  const [status, setStatus] = useState<VideoStatus>('loading');
  const chosePause = useRef(false);

  useEffect(() => {
    const video = ref.current;
    if (!video) return;
    const reducedMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
    if (reducedMotion) {
      // Nothing moves for people who asked for that: the poster frame stays, and the control offers Play.
      setStatus('paused');
      return;
    }

    const events = ['touchstart', 'click', 'keydown'] as const;
    const startOnGesture = () => {
      removeGestureListeners();
      if (!chosePause.current) void video.play().catch(() => undefined);
    };
    function removeGestureListeners() {
      for (const e of events) document.removeEventListener(e, startOnGesture);
    }
    const timer = window.setTimeout(() => {
      if (chosePause.current) return;
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

  const toggle = useCallback(() => {
    const video = ref.current;
    if (!video) return;
    if (status === 'playing') {
      chosePause.current = true;
      video.pause();
    } else {
      chosePause.current = false;
      video.preload = 'auto';
      void video.play().catch(() => undefined);
    }
  }, [status]);

  return { ref, status, setStatus, toggle };
}

/**
 * Full-screen, looping, muted background video with a dark overlay. On a load error the video is
 * hidden and the warm gradient behind it remains.
 */
export function BackgroundVideo({ video }: { video: BackgroundVideoState }) {
  const { ref, status, setStatus } = video;
  return (
    <div
      aria-hidden="true"
      className="pointer-events-none fixed inset-0 -z-10 overflow-hidden bg-[radial-gradient(ellipse_at_30%_20%,#6b4630_0%,#2a1d16_45%,#120d0a_100%)]"
    >
      {status === 'error' ? null : (
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
          onLoadStart={() => setStatus((s) => (s === 'paused' ? s : 'loading'))}
          onLoadedData={() => setStatus((s) => (s === 'paused' ? s : 'loaded'))}
          onCanPlay={() => setStatus((s) => (s === 'playing' || s === 'paused' ? s : 'canplay'))}
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
  );
}

/**
 * The pause/play control (issue 27.5; WCAG 2.2.2 asks that moving content can be paused). Its name
 * says what pressing it does. Gone when the clip cannot load; `data-status` keeps the clip's state for tests.
 */
export function VideoToggle({ video }: { video: BackgroundVideoState }) {
  const playing = video.status === 'playing';
  const label = playing ? 'Pause background video' : 'Play background video';
  return (
    <button
      type="button"
      data-testid="video-status"
      data-status={video.status}
      hidden={video.status === 'error'}
      aria-label={label}
      title={label}
      onClick={video.toggle}
      className="inline-flex size-9 shrink-0 items-center justify-center rounded-full border border-white/25 bg-black/35 text-white/90 backdrop-blur transition-colors hover:bg-black/55 hover:text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
    >
      {playing ? <Pause className="size-4" aria-hidden /> : <Play className="size-4" aria-hidden />}
    </button>
  );
}
