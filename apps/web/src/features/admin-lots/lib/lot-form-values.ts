import {
  type CreateLotRequest,
  countryName,
  type Lot,
  type LotSpecies,
  type UpdateLotRequest,
} from '@boucherie/contract';
import { once } from '../../../lib/format';

/** What the lot form edits: the ticket's fields as typed (the maturation too, checked when it is read). */
export type LotFormValues = {
  species: LotSpecies;
  breed: string;
  category: CreateLotRequest['category'];
  breeder: string;
  breederTown: string;
  nationalId: string;
  bornIn: string;
  raisedIn: string;
  slaughteredIn: string;
  cutIn: string;
  slaughterhouseApproval: string;
  cuttingPlantApproval: string;
  slaughterDate: string;
  maturationDays: string;
};

export const LOT_FIELDS = [
  'species',
  'breed',
  'category',
  'breeder',
  'breederTown',
  'nationalId',
  'bornIn',
  'raisedIn',
  'slaughteredIn',
  'cutIn',
  'slaughterhouseApproval',
  'cuttingPlantApproval',
  'slaughterDate',
  'maturationDays',
] as const satisfies readonly (keyof LotFormValues)[];

/** A new ticket starts as the usual one: a French génisse, cut here. */
export function lotFormValuesOf(lot: Lot | null): LotFormValues {
  return {
    species: lot?.species ?? 'bovin',
    breed: lot?.breed ?? '',
    category: lot?.category ?? 'génisse',
    breeder: lot?.breeder ?? '',
    breederTown: lot?.breederTown ?? '',
    nationalId: lot?.nationalId ?? '',
    bornIn: lot ? (lot.bornIn ?? '') : 'FR',
    raisedIn: lot?.raisedIn ?? 'FR',
    slaughteredIn: lot?.slaughteredIn ?? 'FR',
    cutIn: lot?.cutIn ?? 'FR',
    slaughterhouseApproval: lot?.slaughterhouseApproval ?? '',
    cuttingPlantApproval: lot?.cuttingPlantApproval ?? '',
    slaughterDate: lot?.slaughterDate ?? '',
    maturationDays: lot ? String(lot.maturationDays) : '0',
  };
}

/** « 21 » is 21 days; anything else is sent as typed, for the contract to say what is wrong. */
const days = (typed: string) => (/^\s*\d+\s*$/.test(typed) ? Number(typed) : typed);

/** The whole request, as `POST /api/admin/lots` takes it: an empty national ID or birth country is none. */
export function lotRequestOf(values: LotFormValues): CreateLotRequest {
  return {
    ...values,
    nationalId: values.nationalId.trim() === '' ? null : values.nationalId,
    bornIn: values.bornIn === '' ? null : values.bornIn,
    maturationDays: days(values.maturationDays) as number,
  };
}

/** What changed between the lot as read and as checked: the PATCH's body (empty when nothing did). */
export function lotChangesOf(before: CreateLotRequest, after: CreateLotRequest): UpdateLotRequest {
  return Object.fromEntries(
    Object.entries(after).filter(([key, value]) => before[key as keyof CreateLotRequest] !== value),
  ) as UpdateLotRequest;
}

/**
 * The countries a lot's meat comes from, by their ISO code with their French name: France first, then the
 * European Union and the countries beef and lamb are imported from, by name.
 */
const ORIGINS =
  'AT BE BG CY CZ DE DK EE ES FI GR HR HU IE IT LT LU LV MT NL PL PT RO SE SI SK GB CH NO AR AU BR CA NZ US UY'.split(
    ' ',
  );
/** Made at first use: no Intl object is built while a module loads (scripts/intl-at-load.test.ts). */
export const countryOptions = once((): readonly { code: string; name: string }[] => {
  const collator = new Intl.Collator('fr');
  return [
    { code: 'FR', name: countryName('FR') },
    ...ORIGINS.map((code) => ({ code, name: countryName(code) })).sort((a, b) => collator.compare(a.name, b.name)),
  ];
});

export const SPECIES_NAMES: Record<LotSpecies, string> = {
  bovin: 'Bovin',
  veau: 'Veau',
  ovin: 'Ovin',
  porc: 'Porc',
  volaille: 'Volaille',
};
