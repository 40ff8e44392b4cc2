import { buttonClass } from '../../../components/ui/button';

/** The way in from the cart or a past order: a sentence and the button that opens the form. */
export function StandingOffer({ onOpen, text }: { onOpen: () => void; text: string }) {
  return (
    <div className="flex flex-col gap-2">
      <button type="button" onClick={onOpen} className={buttonClass('secondary', 'md')}>
        Commander chaque semaine
      </button>
      <p className="text-sm text-gray-700">{text}</p>
    </div>
  );
}
