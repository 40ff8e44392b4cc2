import { Link } from 'react-router';
import { BUSINESS_NAME } from '../../lib/brand';

export function BrandLink() {
  return (
    <Link to="/" className="flex min-h-11 items-center gap-2 rounded-lg" aria-label={`${BUSINESS_NAME}, accueil`}>
      <img src="/images/logo.svg" alt="" width={40} height={40} className="size-10" />
      <span className="text-lg leading-tight font-bold text-primary-800 sm:text-xl">{BUSINESS_NAME}</span>
    </Link>
  );
}
