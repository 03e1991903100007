import { LazyImage } from '@mall/shared-ui';

/** A look drawn from the goods it wears: their pictures over the look's colour (decorative; the goods are listed in words). */
export function LookCollage({ images, background, eager = false }: { images: string[]; background: string; eager?: boolean }) {
  return (
    <span className={`look-collage look-collage--${Math.min(images.length, 4).toString()}`} style={{ background }} aria-hidden="true">
      {images.slice(0, 4).map((src, i) => (
        <LazyImage key={src} src={src} alt="" eager={eager && i === 0} />
      ))}
    </span>
  );
}
