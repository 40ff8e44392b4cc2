/** Same footprint as an ArticleCard, so nothing jumps when the articles arrive. */
export function ArticleCardSkeleton() {
  return (
    <div aria-hidden="true" className="overflow-hidden rounded-xl border border-gray-200 bg-white">
      <div className="aspect-[4/3] w-full animate-pulse bg-gray-200" />
      <div className="flex flex-col gap-2 p-2 sm:p-4">
        <div className="h-4 w-1/2 animate-pulse rounded bg-gray-200" />
        <div className="h-5 w-3/4 animate-pulse rounded bg-gray-200" />
        <div className="mt-2 h-6 w-1/3 animate-pulse rounded bg-gray-200" />
      </div>
    </div>
  );
}
