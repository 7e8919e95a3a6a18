import { BANNER_AUTOPLAY_MS, BANNERS, type Banner, SEE_OFFERS, webPath } from '@bazar/shared';
import PauseIcon from '@mui/icons-material/Pause';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import type { EmblaCarouselType } from 'embla-carousel';
import { type FocusEvent, type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { CarouselControls } from '../../../components/carousel/carousel-controls';
import { useCarouselNav } from '../../../components/carousel/use-carousel-nav';
import { iconButtonSx } from '../../../components/icon-button-sx';
import { useRunningSaleEvents } from '../api/sale-events';

const BANNER_WIDTH = 1600;
const BANNER_HEIGHT = 500;
/** Embla's duration is a spring constant, not ms: 33 settles a slide change in about 1 s. */
const EMBLA_DURATION_1S = 33;

/** Sliding starts once the page has loaded and the browser is idle (autoplay waits seconds anyway). */
function whenIdle(task: () => void): () => void {
  if ('requestIdleCallback' in window) {
    const id = window.requestIdleCallback(task, { timeout: 3000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = setTimeout(task, 1500);
  return () => clearTimeout(id);
}

/** False outside a browser: the build renders the home to collect its styles (build/critical-styles.tsx). */
function prefersReducedMotion(): boolean {
  return (
    typeof window !== 'undefined' &&
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

/**
 * The slides are plain markup (the first one is what the static shell in index.html paints
 * before any JavaScript); Embla and its autoplay (~8 kB gzip) are fetched after the first load
 * and take over the same elements, so nothing moves or repaints when they arrive.
 * The first slide is the page's h1: the banner shows only on the unfiltered home (a search or a
 * filter names the page in its own heading, and the banner gives way to the results there).
 *
 * The rotation follows the WAI-ARIA carousel pattern: it never starts for someone who asked for
 * reduced motion; it waits while the pointer is over the banner; and it stops for good, until
 * 'Reanudar' is pressed, once the person takes part: a dot, an arrow or a swipe, keyboard focus
 * inside, or 'Pausar'. A dot pressed before Embla has arrived is kept: Embla is fetched at once
 * and starts on that slide. So a slide someone chose stays on screen until they move it.
 */
export function BannerCarousel() {
  // A running sale event's banner comes first, leading to its page (decision record 0035). The
  // carousel starts again with it (a new key), so Embla counts the new slide.
  const running = useRunningSaleEvents();
  const events = running.data?.events ?? [];
  const slides: readonly Banner[] = events.length
    ? [
        ...events.map((e) => ({
          image: e.bannerUrl,
          title: e.name,
          subtitle: SEE_OFFERS,
          to: webPath('saleEvent', { slug: e.slug }),
        })),
        ...BANNERS,
      ]
    : BANNERS;
  return <Slides key={slides.length} slides={slides} settled={!running.isPending} />;
}

function Slides({ slides, settled }: { slides: readonly Banner[]; settled: boolean }) {
  const viewportRef = useRef<HTMLDivElement>(null);
  const [api, setApi] = useState<EmblaCarouselType>();
  const nav = useCarouselNav(api);
  /** The person stopped the rotation (or asked for reduced motion); only 'Reanudar' undoes it. */
  const [stopped, setStopped] = useState(prefersReducedMotion);
  const [pointerOver, setPointerOver] = useState(false);
  const rotating = !stopped && !pointerOver;
  const rotatingRef = useRef(rotating);
  rotatingRef.current = rotating;
  /** The slide to start on, when a dot is pressed before Embla is here. */
  const startIndexRef = useRef(0);
  const startNowRef = useRef<() => void>(() => {});

  useEffect(() => {
    let embla: EmblaCarouselType | undefined;
    let cancelled = false;
    let started = false;
    const start = async () => {
      if (started) return;
      started = true;
      cancelIdle();
      const [{ default: EmblaCarousel }, { default: Autoplay }] = await Promise.all([
        import('embla-carousel'),
        import('embla-carousel-autoplay'),
      ]);
      if (cancelled || !viewportRef.current) return;
      embla = EmblaCarousel(
        viewportRef.current,
        { loop: true, duration: EMBLA_DURATION_1S, startIndex: startIndexRef.current },
        // The component says when it turns (below); a swipe stops it (stopOnInteraction).
        [
          Autoplay({
            delay: BANNER_AUTOPLAY_MS,
            playOnInit: false,
            stopOnInteraction: true,
            stopOnFocusIn: false,
          }),
        ],
      );
      // A swipe is taking part too; and Autoplay's own restarts (the tab shown again) obey the state.
      embla.on('pointerDown', () => setStopped(true));
      embla.on('autoplay:play', (instance) => {
        if (!rotatingRef.current) instance.plugins().autoplay?.stop();
      });
      setApi(embla);
    };
    const cancelIdle = whenIdle(() => void start());
    startNowRef.current = () => void start();
    return () => {
      cancelled = true;
      cancelIdle();
      embla?.destroy();
    };
  }, []);

  useEffect(() => {
    const autoplay = api?.plugins().autoplay;
    if (!autoplay) return;
    if (rotating) autoplay.play();
    else autoplay.stop();
  }, [api, rotating]);

  const stop = useCallback(() => {
    setStopped(true);
    api?.plugins().autoplay?.stop();
  }, [api]);

  const select = (index: number) => {
    stop();
    if (api) nav.scrollTo(index);
    else {
      startIndexRef.current = index;
      startNowRef.current();
    }
  };

  /** Keyboard focus inside stops the rotation (the rotation button itself excepted). */
  const onFocus = (event: FocusEvent<HTMLElement>) => {
    if (!(event.target as HTMLElement).closest('[data-rotation-control]')) stop();
  };

  return (
    <Box
      component="section"
      aria-roledescription="carrusel"
      aria-label="Novedades de Bazar"
      // The slides are final (the running events asked): journeys choose a slide after this.
      data-settled={settled || undefined}
      onMouseEnter={() => setPointerOver(true)}
      onMouseLeave={() => setPointerOver(false)}
      onFocus={onFocus}
      sx={{
        position: 'relative',
        borderRadius: { xs: 0, sm: 3 },
        overflow: 'hidden',
        bgcolor: 'primary.dark',
      }}
    >
      <ButtonBase
        data-rotation-control
        centerRipple
        focusRipple
        onClick={() => {
          if (stopped) setStopped(false);
          else stop();
        }}
        aria-label={stopped ? 'Reanudar el carrusel' : 'Pausar el carrusel'}
        sx={[
          iconButtonSx({ size: 'small' }),
          {
            position: 'absolute',
            top: 8,
            right: 8,
            zIndex: 1,
            color: '#fff',
            bgcolor: 'rgba(10,20,35,0.55)',
            '&:hover': { bgcolor: 'rgba(10,20,35,0.8)' },
            '&:focus-visible': { outline: '3px solid #ffb547' },
          },
        ]}
      >
        {stopped ? <PlayArrowIcon fontSize="inherit" /> : <PauseIcon fontSize="inherit" />}
      </ButtonBase>
      <Box ref={viewportRef} sx={{ overflow: 'hidden' }}>
        <Box
          aria-live={rotating ? 'off' : 'polite'}
          sx={{ display: 'flex', touchAction: 'pan-y pinch-zoom' }}
        >
          {slides.map((banner, i) => (
            <Box
              key={banner.image}
              role="group"
              aria-roledescription="diapositiva"
              aria-label={`${i + 1} de ${slides.length}`}
              sx={{
                flex: '0 0 100%',
                minWidth: 0,
                position: 'relative',
                aspectRatio: { xs: '16 / 8', sm: '16 / 5' },
              }}
            >
              <Box
                component="img"
                src={banner.image}
                alt=""
                width={BANNER_WIDTH}
                height={BANNER_HEIGHT}
                loading={i === 0 ? 'eager' : 'lazy'}
                fetchPriority={i === 0 ? 'high' : 'auto'}
                decoding="async"
                sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
              />
              <SlideLink to={banner.to} current={i === nav.selected}>
                <Box
                  sx={{
                    position: 'absolute',
                    inset: 0,
                    display: 'flex',
                    flexDirection: 'column',
                    justifyContent: 'center',
                    px: { xs: 3, sm: 8 },
                    color: '#fff',
                    background:
                      'linear-gradient(90deg, rgba(10,20,35,0.72) 0%, rgba(10,20,35,0.25) 60%, transparent 100%)',
                  }}
                >
                  <Typography
                    component={banner === BANNERS[0] ? 'h1' : 'p'}
                    sx={{ fontWeight: 800, fontSize: { xs: '1.4rem', sm: '2.4rem' }, lineHeight: 1.15 }}
                  >
                    {banner.title}
                  </Typography>
                  <Typography sx={{ fontSize: { xs: '0.95rem', sm: '1.2rem' }, mt: 0.5, maxWidth: 420 }}>
                    {banner.subtitle}
                  </Typography>
                </Box>
              </SlideLink>
            </Box>
          ))}
        </Box>
      </Box>
      <CarouselControls
        selected={nav.selected}
        count={nav.count || slides.length}
        onSelect={select}
        onPrev={() => {
          stop();
          nav.prev();
        }}
        onNext={() => {
          stop();
          nav.next();
        }}
        slideName="banner"
        arrowsOnPhone={false}
      />
    </Box>
  );
}

/**
 * A slide that leads somewhere is one link over the whole slide. Only the slide on screen is in
 * the tab order, so the carousel costs one Tab on the way to the results, not seven.
 */
function SlideLink({
  to,
  current,
  children,
}: {
  to: string | undefined;
  current: boolean;
  children: ReactNode;
}) {
  if (!to) return children;
  return (
    <Box
      component={RouterLink}
      to={to}
      tabIndex={current ? 0 : -1}
      sx={{
        position: 'absolute',
        inset: 0,
        color: 'inherit',
        '&:focus-visible': { outline: '3px solid #ffb547', outlineOffset: -3 },
      }}
    >
      {children}
    </Box>
  );
}
