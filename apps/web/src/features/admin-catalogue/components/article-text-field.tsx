import type { ComponentProps } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { TextField } from '../../../components/ui/text-field';
import type { ArticleFormValues } from '../lib/article-form-values';

type TextName = {
  [K in keyof ArticleFormValues]: ArticleFormValues[K] extends string ? K : never;
}[keyof ArticleFormValues];

type Props = Omit<ComponentProps<typeof TextField>, 'id' | 'error' | 'registration' | 'tone' | 'size' | 'form'> & {
  form: UseFormReturn<ArticleFormValues, unknown, FieldValues>;
  name: TextName;
};

/** A text field of the article's form, as big as the back office's (48 px), named and checked by its field. */
export function ArticleTextField({ form, name, ...field }: Props) {
  return (
    <TextField
      tone="bold"
      size="lg"
      id={name}
      error={form.formState.errors[name]?.message}
      registration={form.register(name)}
      {...field}
    />
  );
}
