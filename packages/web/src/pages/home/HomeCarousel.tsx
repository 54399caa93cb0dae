// The home carousel (5 s, arrows), loaded only when the site has images: the slider code is not
// part of the home page's first load.
import { Carousel } from 'antd';
import { CAROUSEL_INTERVAL_MS } from '@judge/shared';
import type { CarouselItem } from '../../api/home';

export default function HomeCarousel({ images }: { images: CarouselItem[] }) {
  return (
    <Carousel
      autoplay
      autoplaySpeed={CAROUSEL_INTERVAL_MS}
      arrows
      className="home-carousel"
      data-testid="home-carousel"
    >
      {images.map((c) => (
        <div key={c.id}>
          <img src={c.url} alt="" className="home-carousel-img" />
        </div>
      ))}
    </Carousel>
  );
}
