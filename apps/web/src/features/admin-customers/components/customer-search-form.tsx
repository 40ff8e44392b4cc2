import { type FormEvent, useState } from 'react';
import { SearchBox } from '../../../components/ui/search-box';

type Props = { initial: string; onSearch: (search: string) => void };

/** One field: name, e-mail, phone or company, then Entrée (the counter's scanner habit). */
export function CustomerSearchForm({ initial, onSearch }: Props) {
  const [value, setValue] = useState(initial);

  function submit(event: FormEvent) {
    event.preventDefault();
    onSearch(value.trim());
  }

  return (
    <SearchBox
      className="w-full max-w-xl"
      label="Rechercher un client"
      help="Nom, e-mail, téléphone ou société. Les accents et les majuscules ne comptent pas."
      value={value}
      maxLength={100}
      enterKeyHint="search"
      onChange={setValue}
      onSubmit={submit}
      button={{
        text: 'Rechercher',
        className:
          'inline-flex min-h-12 items-center gap-2 rounded-lg bg-primary-700 px-5 font-semibold text-white hover:bg-primary-800',
      }}
    />
  );
}
