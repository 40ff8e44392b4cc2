import { useState } from 'react';

type Props = { codes: string[]; email: string; onDone: () => void };

const button =
  'inline-flex min-h-12 items-center justify-center rounded-lg border border-gray-400 bg-white px-4 font-semibold text-gray-800 hover:bg-gray-100';

const fileText = (codes: string[], email: string) =>
  [
    `Codes de secours de la double authentification (${email})`,
    'Chacun sert une seule fois, à la place du code de l’application.',
    '',
    ...codes,
    '',
  ].join('\n');

/**
 * The recovery codes, shown this once (the server keeps only their hashes): copied, downloaded or printed,
 * then put away by the person before they go on.
 */
export function RecoveryCodes({ codes, email, onDone }: Props) {
  const [copied, setCopied] = useState(false);
  const text = fileText(codes, email);
  const download = () => {
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
    const link = Object.assign(document.createElement('a'), { href: url, download: 'codes-de-secours.txt' });
    link.click();
    URL.revokeObjectURL(url);
  };
  return (
    <section aria-labelledby="recovery-title" className="flex flex-col gap-4">
      <h2 id="recovery-title" className="text-xl font-bold">
        Vos codes de secours
      </h2>
      <p role="status" className="rounded-lg bg-primary-50 p-4 text-primary-900">
        La double authentification est activée. Gardez ces codes en lieu sûr (imprimés, dans un coffre à mots de
        passe)&nbsp;: sans votre téléphone, chacun permet une connexion, une seule fois. Ils ne seront plus affichés.
      </p>
      <ol className="grid max-w-xl grid-cols-1 gap-2 font-mono text-lg sm:grid-cols-2 print:grid-cols-2">
        {codes.map((code) => (
          <li key={code} className="rounded-lg bg-gray-100 px-3 py-2 tabular-nums">
            {code}
          </li>
        ))}
      </ol>
      <div className="flex flex-wrap gap-3 print:hidden">
        <button
          type="button"
          className={button}
          onClick={() => void navigator.clipboard?.writeText(text).then(() => setCopied(true))}
        >
          Copier les codes
        </button>
        <button type="button" className={button} onClick={download}>
          Télécharger (.txt)
        </button>
        <button type="button" className={button} onClick={() => window.print()}>
          Imprimer
        </button>
      </div>
      <p role="status" className="text-sm text-gray-700">
        {copied ? 'Codes copiés dans le presse-papiers.' : ''}
      </p>
      <button
        type="button"
        onClick={onDone}
        className="inline-flex min-h-12 items-center justify-center self-start rounded-lg bg-primary-700 px-5 font-semibold text-white hover:bg-primary-800 print:hidden"
      >
        J’ai mis mes codes de secours en lieu sûr
      </button>
    </section>
  );
}
