// Flags of three bands drawn inline (no image request); [direction, colours]. Other countries show their ISO code:
// emoji flags are missing from Windows and from many Linux fonts, where they turn into empty boxes.
const BANDS: Record<string, ['vertical' | 'horizontal', string, string, string]> = {
  FR: ['vertical', '#002654', '#ffffff', '#ce1126'],
  BE: ['vertical', '#000000', '#fdda24', '#ef3340'],
  IT: ['vertical', '#009246', '#ffffff', '#ce2b37'],
  IE: ['vertical', '#169b62', '#ffffff', '#ff883e'],
  DE: ['horizontal', '#000000', '#dd0000', '#ffce00'],
  LU: ['horizontal', '#ed2939', '#ffffff', '#00a1de'],
  NL: ['horizontal', '#ae1c28', '#ffffff', '#21468b'],
  AT: ['horizontal', '#c8102e', '#ffffff', '#c8102e'],
};

/** A small decorative flag, 24 × 16. */
export function CountryFlag({ iso2 }: { iso2: string }) {
  const bands = BANDS[iso2];
  if (!bands) {
    // The code stands for the flag, an image: drawn by CSS, it is no text of the button it sits in, whose
    // accessible name then holds all of the button's text (axe's label-content-name-mismatch).
    return (
      <span
        aria-hidden="true"
        data-code={iso2}
        className="inline-flex h-4 w-6 shrink-0 items-center justify-center rounded-[2px] bg-gray-200 text-[0.625rem] font-semibold leading-none text-gray-700 before:content-[attr(data-code)]"
      />
    );
  }
  const [direction, ...colours] = bands;
  return (
    <svg aria-hidden="true" viewBox="0 0 3 2" className="h-4 w-6 shrink-0 rounded-[2px] ring-1 ring-gray-300">
      {colours.map((colour, index) =>
        direction === 'vertical' ? (
          <rect key={colour + String(index)} x={index} y={0} width={1} height={2} fill={colour} />
        ) : (
          <rect key={colour + String(index)} x={0} y={(index * 2) / 3} width={3} height={2 / 3} fill={colour} />
        ),
      )}
    </svg>
  );
}
