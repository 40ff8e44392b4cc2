import { Link } from 'react-router';
import { openConsentChoices } from '../../features/consent/lib/consent-store';
import { BUSINESS_NAME } from '../../lib/brand';

const linkClass = 'inline-flex min-h-11 items-center underline hover:text-primary-800';

const LEGAL_PAGES = [
  { to: '/mentions-legales', label: 'Mentions légales' },
  { to: '/confidentialite', label: 'Confidentialité' },
  { to: '/cgv', label: 'CGV' },
  { to: '/accessibilite', label: 'Accessibilité : non conforme' },
];

export function LegalLinks() {
  return (
    <nav aria-label="Informations légales" className="flex flex-wrap items-center gap-x-6 text-sm text-gray-700">
      {LEGAL_PAGES.map((page) => (
        <Link key={page.to} to={page.to} className={linkClass}>
          {page.label}
        </Link>
      ))}
      <button type="button" onClick={openConsentChoices} className={linkClass}>
        Gestion des cookies
      </button>
      <span>
        © {new Date().getFullYear()} {BUSINESS_NAME}
      </span>
    </nav>
  );
}
