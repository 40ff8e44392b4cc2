import type { Article } from '@boucherie/contract';
import { Photo } from '../../../components/ui/photo';

/** A small fixed-size picture for dense rows (list view, cart): reserved space, no layout shift. */
export function ArticleThumbnail({ article, className = 'w-20' }: { article: Article; className?: string }) {
  return (
    <Photo
      src={article.imageUrl}
      srcSet={article.imageSrcSet ?? undefined}
      sizes={article.imageSrcSet ? '80px' : undefined}
      width={80}
      decoding="async"
      className={`h-auto shrink-0 rounded-md ${className}`}
    />
  );
}
