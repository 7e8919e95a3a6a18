import type { EmblaCarouselType } from 'embla-carousel';
import { useCallback, useEffect, useState } from 'react';

/** Selected slide and navigation for an Embla carousel, resetting autoplay on manual moves. */
export function useCarouselNav(api: EmblaCarouselType | undefined) {
  const [selected, setSelected] = useState(0);
  const [count, setCount] = useState(0);

  useEffect(() => {
    if (!api) return;
    const update = () => {
      setSelected(api.selectedScrollSnap());
      setCount(api.scrollSnapList().length);
    };
    update();
    api.on('select', update).on('reInit', update);
    return () => {
      api.off('select', update).off('reInit', update);
    };
  }, [api]);

  const restartAutoplay = useCallback(() => {
    const autoplay = api?.plugins()?.autoplay;
    if (autoplay?.isPlaying()) autoplay.reset();
  }, [api]);

  const scrollTo = useCallback(
    (index: number) => {
      api?.scrollTo(index);
      restartAutoplay();
    },
    [api, restartAutoplay],
  );
  const prev = useCallback(() => {
    api?.scrollPrev();
    restartAutoplay();
  }, [api, restartAutoplay]);
  const next = useCallback(() => {
    api?.scrollNext();
    restartAutoplay();
  }, [api, restartAutoplay]);

  return { selected, count, scrollTo, prev, next };
}
