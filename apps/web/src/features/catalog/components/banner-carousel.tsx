import { BANNER_AUTOPLAY_MS, BANNERS } from '@bazar/shared';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { EmblaCarouselType } from 'embla-carousel';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { CarouselControls } from '../../../components/carousel/carousel-controls';
import { useCarouselNav } from '../../../components/carousel/use-carousel-nav';

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

/**
 * The slides are plain markup (the first one is what the static shell in index.html paints
 * before any JavaScript); Embla and its autoplay (~8 kB gzip) are fetched after the first load
 * and take over the same elements, so nothing moves or repaints when they arrive.
 * The first slide is the page's h1: the banner shows only on the unfiltered home (a search or a
 * filter names the page in its own heading, and the banner gives way to the results there).
 */
export function BannerCarousel() {
  const viewportRef = useRef<HTMLDivElement>(null);
  const [api, setApi] = useState<EmblaCarouselType>();
  const nav = useCarouselNav(api);

  useEffect(() => {
    let embla: EmblaCarouselType | undefined;
    let cancelled = false;
    const cancelIdle = whenIdle(async () => {
      const [{ default: EmblaCarousel }, { default: Autoplay }] = await Promise.all([
        import('embla-carousel'),
        import('embla-carousel-autoplay'),
      ]);
      if (cancelled || !viewportRef.current) return;
      embla = EmblaCarousel(viewportRef.current, { loop: true, duration: EMBLA_DURATION_1S }, [
        Autoplay({ delay: BANNER_AUTOPLAY_MS, stopOnInteraction: false, stopOnMouseEnter: true }),
      ]);
      setApi(embla);
    });
    return () => {
      cancelled = true;
      cancelIdle();
      embla?.destroy();
    };
  }, []);

  return (
    <Box
      component="section"
      aria-roledescription="carrusel"
      aria-label="Novedades de Bazar"
      sx={{
        position: 'relative',
        borderRadius: { xs: 0, sm: 3 },
        overflow: 'hidden',
        bgcolor: 'primary.dark',
      }}
    >
      <Box ref={viewportRef} sx={{ overflow: 'hidden' }}>
        <Box sx={{ display: 'flex', touchAction: 'pan-y pinch-zoom' }}>
          {BANNERS.map((banner, i) => (
            <Box
              key={banner.image}
              role="group"
              aria-roledescription="diapositiva"
              aria-label={`${i + 1} de ${BANNERS.length}`}
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
                    component={i === 0 ? 'h1' : 'p'}
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
        count={nav.count || BANNERS.length}
        onSelect={nav.scrollTo}
        onPrev={nav.prev}
        onNext={nav.next}
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
