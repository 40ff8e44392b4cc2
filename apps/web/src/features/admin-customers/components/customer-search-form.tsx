import { type FormEvent, useId, useState } from 'react';
import { SearchIcon } from '../../../components/ui/icons';

type Props = { initial: string; onSearch: (search: string) => void };

/** One field: name, e-mail, phone or company, then Entrée (the counter's scanner habit). */
export function CustomerSearchForm({ initial, onSearch }: Props) {
  const id = useId();
  const [value, setValue] = useState(initial);

  function submit(event: FormEvent) {
    event.preventDefault();
    onSearch(value.trim());
  }

  return (
    <search className="w-full max-w-xl">
      <form onSubmit={submit} className="flex flex-col gap-1">
        <label htmlFor={id} className="font-semibold text-gray-900">
          Rechercher un client
        </label>
        <div className="flex gap-2">
          <input
            id={id}
            type="search"
            value={value}
            maxLength={100}
            autoComplete="off"
            spellCheck={false}
            enterKeyHint="search"
            aria-describedby={`${id}-help`}
            onChange={(event) => setValue(event.target.value)}
            className="min-h-12 min-w-0 flex-1 rounded-lg border border-gray-400 bg-white px-3 text-lg"
          />
          <button
            type="submit"
            className="inline-flex min-h-12 items-center gap-2 rounded-lg bg-primary-700 px-5 font-semibold text-white hover:bg-primary-800"
          >
            <SearchIcon />
            Rechercher
          </button>
        </div>
        <p id={`${id}-help`} className="text-sm text-gray-700">
          Nom, e-mail, téléphone ou société. Les accents et les majuscules ne comptent pas.
        </p>
      </form>
    </search>
  );
}
