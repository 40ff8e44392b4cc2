/**
 * What a screen shows when its data could not be loaded: what is missing, and a way to try again.
 * With a title, it stands for the whole page (its h1); without, it sits inside a page.
 */
export function LoadError({
  title,
  message,
  onRetry,
  className = '',
}: {
  title?: string;
  message: string;
  onRetry: () => void;
  className?: string;
}) {
  return (
    <div className={`rounded-xl border border-gray-300 bg-white p-6 ${className}`}>
      {title && <h1 className="mb-2 text-2xl font-bold text-gray-900">{title}</h1>}
      <p className={title ? 'text-gray-700' : 'text-gray-800'}>{message}</p>
      <button
        type="button"
        onClick={onRetry}
        className="mt-3 inline-flex min-h-11 items-center rounded-lg bg-primary-700 px-5 font-semibold text-white hover:bg-primary-800"
      >
        Réessayer
      </button>
    </div>
  );
}
