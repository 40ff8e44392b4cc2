import type { Article } from '@boucherie/contract';

/** A small fixed-size picture for dense rows (list view, cart): reserved space, no layout shift. */
export function ArticleThumbnail({ article, className = 'w-20' }: { article: Article; className?: string }) {
  return (
    <img
      src={article.imageUrl}
      srcSet={article.imageSrcSet ?? undefined}
      sizes={article.imageSrcSet ? '80px' : undefined}
      alt=""
      width={80}
      height={60}
      loading="lazy"
      decoding="async"
      className={`aspect-[4/3] h-auto shrink-0 rounded-md bg-gray-100 object-cover ${className}`}
    />
  );
}
