import { type AdminArticleDetail, CreateArticleRequest, UpdateArticleRequest } from '@boucherie/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { CheckboxCard } from '../../../components/ui/checkbox';
import { LoadingBlocks } from '../../../components/ui/loading-blocks';
import { isApiError } from '../../../lib/api-error';
import { Form } from '../../../lib/forms/form';
import { useZodForm } from '../../../lib/forms/use-zod-form';
import { showToast } from '../../../lib/toast';
import { createArticle } from '../api/create-article';
import { useAdminCategories } from '../api/get-admin-categories';
import { ADMIN_ARTICLES_QUERIES, adminArticleKey } from '../api/keys';
import { updateArticle } from '../api/update-article';
import {
  type ArticleFormValues,
  changesOf,
  formFieldOf,
  formFieldOfPath,
  formValuesOf,
  requestOf,
} from '../lib/article-form-values';
import { ButcherAdviceFields } from './butcher-advice-fields';
import { IdentityFields } from './identity-fields';
import { MealVoucherCheckbox } from './meal-voucher-checkbox';
import { PriceFields } from './price-fields';
import { TraceabilityFields } from './traceability-fields';

type Props = { article: AdminArticleDetail | null; onCreated?: (article: AdminArticleDetail) => void };

/** The form once the sub-categories are known: its select then shows the article's own from the start. */
export function ArticleForm(props: Props) {
  const categories = useAdminCategories();
  if (!categories.data) {
    return <LoadingBlocks label="Chargement du formulaire…" className="h-96 animate-pulse rounded-xl bg-gray-200" />;
  }
  return <LoadedArticleForm {...props} />;
}

/** The article's form: everything the owner sets, saved in one go (only what changed, for an existing one). */
function LoadedArticleForm({ article, onCreated }: Props) {
  const queryClient = useQueryClient();
  const initial = formValuesOf(article);
  // A new article is checked whole; an existing one by what changed, as each is sent.
  const [schema] = useState(() => (article ? UpdateArticleRequest : CreateArticleRequest));
  const form = useZodForm<ArticleFormValues, typeof schema>(
    schema,
    initial,
    (values) => (article ? changesOf(initial, values) : requestOf(values)),
    { nameOf: formFieldOfPath },
  );
  const [formError, setFormError] = useState('');
  const { register, handleSubmit, setError, formState } = form;

  async function save() {
    const values = form.getValues();
    setFormError('');
    try {
      const saved = article
        ? await updateArticle(article.id, changesOf(initial, values))
        : await createArticle(requestOf(values));
      queryClient.setQueryData(adminArticleKey(saved.id), saved);
      void queryClient.invalidateQueries(ADMIN_ARTICLES_QUERIES);
      form.reset(formValuesOf(saved));
      void showToast('success', article ? 'Article enregistré\u00a0: les clients le voient déjà.' : 'Article créé.');
      if (!article) onCreated?.(saved);
    } catch (error) {
      if (!isApiError(error)) {
        setFormError('L’enregistrement n’a pas abouti. Vérifiez la connexion et réessayez.');
        return;
      }
      let shown = false;
      for (const [key, messages] of Object.entries(error.problem.errors ?? {})) {
        const field = formFieldOf(key);
        if (field && messages[0]) {
          setError(field, { type: 'server', message: messages[0] }, { shouldFocus: !shown });
          shown = true;
        }
      }
      if (!shown) setFormError(error.message);
    }
  }

  return (
    <Form form={form} onSubmit={handleSubmit(save)} className="flex flex-col gap-4">
      <IdentityFields form={form} />
      <PriceFields form={form} />
      <TraceabilityFields form={form} />
      <ButcherAdviceFields form={form} />
      <fieldset className="flex flex-col gap-3 rounded-xl bg-white p-4 shadow-sm">
        <legend className="float-left mb-2 w-full text-lg font-bold">En boutique</legend>
        <div className="grid gap-3 md:grid-cols-3">
          <CheckboxCard
            label="En vente"
            hint={'Décoché\u00a0: les clients ne le voient plus.'}
            {...register('isActive')}
          />
          <CheckboxCard
            label="En rupture"
            hint="Les clients le voient mais ne peuvent pas l’ajouter au panier."
            {...register('isOutOfStock')}
          />
          <CheckboxCard label="Mis en avant" hint="Sur la page d’accueil." {...register('isHighlighted')} />
          <MealVoucherCheckbox register={register} />
        </div>
      </fieldset>
      {formError && (
        <p role="alert" className="rounded-lg border border-red-300 bg-red-50 p-3 font-medium text-red-800">
          {formError}
        </p>
      )}
      <div className="sticky bottom-0 flex justify-end gap-3 border-t border-gray-200 bg-gray-100 py-3">
        <button
          type="submit"
          disabled={formState.isSubmitting}
          className="min-h-12 rounded-lg bg-primary-700 px-6 text-lg font-semibold text-white hover:bg-primary-800 disabled:opacity-70"
        >
          {formState.isSubmitting ? 'Enregistrement…' : article ? 'Enregistrer l’article' : 'Créer l’article'}
        </button>
      </div>
    </Form>
  );
}
