import type { UseFormRegister } from 'react-hook-form';
import { CheckboxCard } from '../../../components/ui/checkbox';
import type { ArticleFormValues } from '../lib/article-form-values';

/** Whether titres-restaurant may pay the article (ADR 073): raw meat yes, ready-to-eat dishes and drinks no. */
export function MealVoucherCheckbox({ register }: { register: UseFormRegister<ArticleFormValues> }) {
  return (
    <CheckboxCard
      label="Payable en titres-restaurant"
      hint={'La viande crue, oui\u00a0; les plats préparés, boissons et épicerie, non. Jamais les frais de livraison.'}
      {...register('mealVoucherEligible')}
    />
  );
}
