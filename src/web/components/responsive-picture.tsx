import type { ResponsiveImage } from '../../shared/responsive-image';

/**
 * A picture made at build time (ADR 0095): the best format the browser decodes, the width its
 * layout needs (`sizes`), and its intrinsic size so the page does not move when it arrives.
 * Lazy unless it is above the fold.
 */
export function ResponsivePicture({
  image,
  alt,
  sizes,
  eager = false,
  className,
}: {
  image: ResponsiveImage;
  alt: string;
  sizes: string;
  eager?: boolean;
  className?: string;
}) {
  return (
    <picture>
      {image.sources.map((s) => (
        <source key={s.type} type={s.type} srcSet={s.srcSet} sizes={sizes} />
      ))}
      <img
        src={image.src}
        alt={alt}
        width={image.width}
        height={image.height}
        sizes={sizes}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
        className={className}
      />
    </picture>
  );
}
