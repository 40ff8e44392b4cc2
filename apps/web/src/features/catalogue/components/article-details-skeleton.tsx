export function ArticleDetailsSkeleton() {
  return (
    <div aria-hidden="true" className="grid gap-6 md:grid-cols-2 md:gap-10">
      <div className="aspect-[4/3] w-full animate-pulse rounded-xl bg-gray-200" />
      <div className="flex flex-col gap-4">
        <div className="h-4 w-1/3 animate-pulse rounded bg-gray-200" />
        <div className="h-9 w-2/3 animate-pulse rounded bg-gray-200" />
        <div className="h-8 w-1/3 animate-pulse rounded bg-gray-200" />
        <div className="h-24 w-full animate-pulse rounded bg-gray-200" />
      </div>
    </div>
  );
}
