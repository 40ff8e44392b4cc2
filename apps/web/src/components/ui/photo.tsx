import type { ImgHTMLAttributes } from 'react';

type Props = Omit<ImgHTMLAttributes<HTMLImageElement>, 'alt' | 'width' | 'height' | 'loading'> & {
  src: string;
  /** Its width in pixels; the height follows (4:3), so the box is held while the picture loads. */
  width: number;
};

/**
 * A 4:3 photo that only illustrates (the text beside it says what it is, hence no alt), loaded as it nears
 * the screen; `className` gives its size and corners, grey until it arrives.
 */
export function Photo({ width, className = '', ...img }: Props) {
  return (
    <img
      {...img}
      alt=""
      width={width}
      height={(width * 3) / 4}
      loading="lazy"
      className={`aspect-[4/3] ${className} bg-gray-100 object-cover`}
    />
  );
}
