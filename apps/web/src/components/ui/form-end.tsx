type Props = {
  /** The message about the whole form (not one field), when there is one. */
  error: string | null | undefined;
  submitting: boolean;
  /** What the button does (« Enregistrer les quantités »); it says « Enregistrement… » while the form is sent. */
  label: string;
  /** The form is a two-column grid from md up: the message and the button span both columns. */
  grid?: boolean;
};

/** The end of a back-office form: its message, read out when it appears, then its submit button. */
export function FormEnd({ error, submitting, label, grid = false }: Props) {
  const span = grid ? ' md:col-span-2' : '';
  return (
    <>
      {error && (
        <p role="alert" className={`rounded-lg bg-red-50 p-3 font-medium text-red-800${span}`}>
          {error}
        </p>
      )}
      <button
        type="submit"
        disabled={submitting}
        className={`inline-flex min-h-12 items-center ${grid ? 'justify-self-start' : 'self-start'} rounded-lg bg-primary-700 px-6 font-semibold text-white hover:bg-primary-800${span}`}
      >
        {submitting ? 'Enregistrement…' : label}
      </button>
    </>
  );
}
