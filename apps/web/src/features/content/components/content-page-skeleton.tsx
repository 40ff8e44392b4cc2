/** The footprint of a legal page while it loads: a title, a date, a few paragraphs. */
export function ContentPageSkeleton() {
  return (
    <div aria-hidden="true" className="flex max-w-3xl animate-pulse flex-col gap-3">
      <div className="h-9 w-2/3 rounded bg-gray-200" />
      <div className="h-4 w-40 rounded bg-gray-100" />
      {[0, 1, 2].map((section) => (
        <div key={section} className="mt-6 flex flex-col gap-2">
          <div className="h-6 w-1/3 rounded bg-gray-200" />
          <div className="h-4 w-full rounded bg-gray-100" />
          <div className="h-4 w-full rounded bg-gray-100" />
          <div className="h-4 w-4/5 rounded bg-gray-100" />
        </div>
      ))}
    </div>
  );
}
