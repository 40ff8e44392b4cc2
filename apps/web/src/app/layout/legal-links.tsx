import { Link } from 'react-router';
import { openConsentChoices } from '../../features/consent/lib/consent-store';
import { BUSINESS_NAME } from '../../lib/brand';

export function LegalLinks() {
  return (
    <nav aria-label="Informations légales" className="flex flex-wrap items-center gap-x-6 text-sm text-gray-700">
      <Link to="/mentions-legales" className="inline-flex min-h-11 items-center underline hover:text-primary-800">
        Mentions légales
      </Link>
      <Link to="/confidentialite" className="inline-flex min-h-11 items-center underline hover:text-primary-800">
        Confidentialité
      </Link>
      <Link to="/cgv" className="inline-flex min-h-11 items-center underline hover:text-primary-800">
        CGV
      </Link>
      <button
        type="button"
        onClick={openConsentChoices}
        className="inline-flex min-h-11 items-center underline hover:text-primary-800"
      >
        Gestion des cookies
      </button>
      <span>
        © {new Date().getFullYear()} {BUSINESS_NAME}
      </span>
    </nav>
  );
}
