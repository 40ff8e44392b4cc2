import type { Article } from '@boucherie/contract';

/** 4:3 with explicit size, so the page never shifts while images load. */
export function ArticleImage({
  article,
  eager = false,
  className = '',
  sizes = '(min-width: 1024px) 25vw, (min-width: 640px) 50vw, 100vw',
}: {
  article: Article;
  eager?: boolean;
  className?: string;
  /** How wide the picture shows, for the browser to pick a width of an uploaded photo. */
  sizes?: string;
}) {
  return (
    <img
      src={article.imageUrl}
      srcSet={article.imageSrcSet ?? undefined}
      sizes={article.imageSrcSet ? sizes : undefined}
      alt={article.designation}
      width={400}
      height={300}
      loading={eager ? 'eager' : 'lazy'}
      // The first pictures of a page are its largest paint: fetched at once, first.
      fetchPriority={eager ? 'high' : undefined}
      decoding="async"
      className={`aspect-[4/3] h-auto w-full bg-gray-100 object-cover ${className}`}
    />
  );
}
