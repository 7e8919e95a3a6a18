import { PRODUCT_CAROUSEL_MS } from '@bazar/shared';
import Box from '@mui/material/Box';
import Autoplay from 'embla-carousel-autoplay';
import useEmblaCarousel from 'embla-carousel-react';
import { CarouselControls } from '../../../components/carousel/carousel-controls';
import { useCarouselNav } from '../../../components/carousel/use-carousel-nav';

const IMAGE_SIZE = 800;

export function ProductImageCarousel({ images, name }: { images: string[]; name: string }) {
  const [viewportRef, api] = useEmblaCarousel({ loop: images.length > 1 }, [
    Autoplay({ delay: PRODUCT_CAROUSEL_MS, stopOnInteraction: false, stopOnMouseEnter: true }),
  ]);
  const nav = useCarouselNav(api);

  return (
    <Box
      component="section"
      aria-roledescription="carrusel"
      aria-label={`Imágenes de ${name}`}
      sx={{
        position: 'relative',
        alignSelf: 'start',
        borderRadius: 2,
        overflow: 'hidden',
        bgcolor: '#eef0f3',
      }}
    >
      <Box ref={viewportRef} sx={{ overflow: 'hidden' }}>
        <Box sx={{ display: 'flex', touchAction: 'pan-y pinch-zoom' }}>
          {images.map((src, i) => (
            <Box
              key={src}
              role="group"
              aria-roledescription="diapositiva"
              aria-label={`${i + 1} de ${images.length}`}
              sx={{ flex: '0 0 100%', minWidth: 0 }}
            >
              <Box
                component="img"
                src={src}
                alt={images.length > 1 ? `${name}, imagen ${i + 1}` : name}
                width={IMAGE_SIZE}
                height={IMAGE_SIZE}
                loading={i === 0 ? 'eager' : 'lazy'}
                decoding="async"
                sx={{
                  width: '100%',
                  height: 'auto',
                  aspectRatio: '1 / 1',
                  objectFit: 'contain',
                  display: 'block',
                }}
              />
            </Box>
          ))}
        </Box>
      </Box>
      <CarouselControls
        selected={nav.selected}
        count={nav.count}
        onSelect={nav.scrollTo}
        onPrev={nav.prev}
        onNext={nav.next}
        slideName="imagen"
      />
    </Box>
  );
}
