import { type AdminArticleDetail, ARTICLE_IMAGE_MAX_BYTES, ARTICLE_IMAGE_TYPES } from '@boucherie/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { isApiError } from '../../../lib/api-error';
import { showToast } from '../../../lib/toast';
import { ADMIN_ARTICLES_QUERIES, adminArticleKey } from '../api/keys';
import { uploadArticleImage } from '../api/upload-article-image';

/** The article's picture: choose a photo, see it, send it; the shop makes its WebP copies. */
export function ImageUpload({ article }: { article: AdminArticleDetail }) {
  const id = useId();
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!file) return;
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  function choose(chosen: File | undefined) {
    setError('');
    setFile(null);
    setPreview(null);
    if (!chosen) return;
    if (!(ARTICLE_IMAGE_TYPES as readonly string[]).includes(chosen.type)) {
      setError('Choisissez une photo JPEG, PNG ou WebP.');
      return;
    }
    if (chosen.size > ARTICLE_IMAGE_MAX_BYTES) {
      setError('Fichier trop lourd\u00a0: 10\u00a0Mo au plus.');
      return;
    }
    setFile(chosen);
  }

  async function send() {
    if (!file) return;
    setBusy(true);
    try {
      const saved = await uploadArticleImage(article.id, file);
      queryClient.setQueryData(adminArticleKey(article.id), saved);
      void queryClient.invalidateQueries(ADMIN_ARTICLES_QUERIES);
      setFile(null);
      setPreview(null);
      void showToast('success', 'Photo enregistrée\u00a0: les clients la voient déjà.');
    } catch (failure) {
      setError(
        isApiError(failure)
          ? (failure.problem.errors?.File?.[0] ?? failure.message)
          : 'L’envoi n’a pas abouti. Vérifiez la connexion et réessayez.',
      );
    } finally {
      setBusy(false);
    }
  }

  return (
    <section aria-labelledby={`${id}-title`} className="flex flex-col gap-3 rounded-xl bg-white p-4 shadow-sm">
      <h2 id={`${id}-title`} className="text-lg font-bold">
        Photo
      </h2>
      <img
        src={preview ?? article.imageUrl}
        srcSet={preview ? undefined : (article.imageSrcSet ?? undefined)}
        sizes="320px"
        alt={preview ? 'Aperçu de la nouvelle photo' : `Photo actuelle\u00a0: ${article.designation}`}
        width={400}
        height={300}
        className="aspect-[4/3] w-full rounded-lg bg-gray-100 object-cover"
      />
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-file`} className="font-semibold">
          Nouvelle photo
        </label>
        <input
          id={`${id}-file`}
          type="file"
          accept={ARTICLE_IMAGE_TYPES.join(',')}
          aria-describedby={`${id}-help${error ? ` ${id}-error` : ''}`}
          onChange={(event) => choose(event.target.files?.[0])}
          className="min-h-12 rounded-lg border border-gray-400 p-2 file:me-3 file:min-h-10 file:rounded-md file:border-0 file:bg-gray-200 file:px-3 file:font-semibold"
        />
        <p id={`${id}-help`} className="text-sm text-gray-700">
          {'JPEG, PNG ou WebP, 10\u00a0Mo au plus. La boutique en fait trois tailles pour les écrans.'}
        </p>
        {error && (
          <p id={`${id}-error`} role="alert" className="text-sm font-medium text-red-700">
            {error}
          </p>
        )}
      </div>
      <button
        type="button"
        onClick={() => void send()}
        disabled={!file || busy}
        className="min-h-12 rounded-lg bg-primary-700 px-4 font-semibold text-white hover:bg-primary-800 disabled:cursor-not-allowed disabled:bg-gray-400"
      >
        {busy ? 'Envoi…' : 'Envoyer la photo'}
      </button>
    </section>
  );
}
