import {
  checkPostcode,
  normalisePostcode,
  parsePostcode,
  POSTCODE_MESSAGES,
  regionOf,
} from './postcode-rules';

const regionOfPostcode = (postcode: string) => {
  const parsed = parsePostcode(postcode);
  if (!parsed) throw new Error(`${postcode} should parse`);
  return regionOf(parsed);
};

describe('normalisePostcode', () => {
  it.each`
    input           | then
    ${'SW1A 1AA'}   | ${'SW1A 1AA'}
    ${'sw1a1aa'}    | ${'SW1A 1AA'}
    ${'  sw1a 1aa'} | ${'SW1A 1AA'}
    ${'SW1A   1AA'} | ${'SW1A 1AA'}
    ${'S W1A1 AA'}  | ${'SW1A 1AA'}
    ${'m11ae'}      | ${'M1 1AE'}
    ${'gir0aa'}     | ${'GIR 0AA'}
    ${'zz'}         | ${'ZZ'}
    ${''}           | ${''}
  `('given "$input", then "$then"', ({ input, then }) => {
    expect(normalisePostcode(input)).toBe(then);
  });
});

describe('parsePostcode', () => {
  it.each`
    input            | then
    ${'SW1A1AA'}     | ${'SW1A 1AA'}
    ${'sw1a 1aa'}    | ${'SW1A 1AA'}
    ${' pa20 1aa '}  | ${'PA20 1AA'}
    ${'GIR 0AA'}     | ${'GIR 0AA'}
    ${'gir0aa'}      | ${'GIR 0AA'}
    ${'ZZ'}          | ${null}
    ${''}            | ${null}
    ${'SW1A'}        | ${null}
    ${'SW1A-1AA'}    | ${null}
    ${'SW1A 1AA!'}   | ${null}
    ${'SW1A 1AA 1'}  | ${null}
    ${'12345'}       | ${null}
    ${'GIR 0AB'}     | ${null}
    ${'<b>N1 9GU'}   | ${null}
    ${'N1 9GU; DRO'} | ${null}
  `('given "$input", then the postcode is $then', ({ input, then }) => {
    expect(parsePostcode(input)?.postcode ?? null).toBe(then);
  });

  it('splits a postcode into the area and district the regions are keyed on', () => {
    expect(parsePostcode('sw1a1aa')).toEqual({ postcode: 'SW1A 1AA', area: 'SW', district: 'SW1' });
    expect(parsePostcode('PH49 4AB')).toEqual({
      postcode: 'PH49 4AB',
      area: 'PH',
      district: 'PH49',
    });
  });
});

describe('regionOf', () => {
  const R = 'highlands-islands-ni';
  const M = 'mainland';
  const C = 'crown-dependencies';

  it.each`
    postcode      | then
    ${'PA19 1AA'} | ${M}
    ${'PA20 1AA'} | ${R}
    ${'PA49 1AA'} | ${R}
    ${'PA50 1AA'} | ${M}
    ${'PA59 1AA'} | ${M}
    ${'PA60 1AA'} | ${R}
    ${'PA78 1AA'} | ${R}
    ${'PA79 1AA'} | ${M}
    ${'PA2 1AA'}  | ${M}
    ${'PH16 5AA'} | ${M}
    ${'PH17 5AA'} | ${R}
    ${'PH26 5AA'} | ${R}
    ${'PH27 5AA'} | ${M}
    ${'PH30 5AA'} | ${R}
    ${'PH44 5AA'} | ${R}
    ${'PH45 5AA'} | ${M}
    ${'PH49 5AA'} | ${R}
    ${'PH50 5AA'} | ${R}
    ${'PH51 5AA'} | ${M}
    ${'PH1 5AA'}  | ${M}
    ${'KA26 9AA'} | ${M}
    ${'KA27 8AA'} | ${R}
    ${'KA28 0AA'} | ${R}
    ${'KA29 0AA'} | ${M}
    ${'TR20 8AA'} | ${M}
    ${'TR21 0AA'} | ${R}
    ${'TR25 0AA'} | ${R}
    ${'TR26 1AA'} | ${M}
    ${'HS1 2AA'}  | ${R}
    ${'ZE1 0AA'}  | ${R}
    ${'KW15 1AA'} | ${R}
    ${'IV2 3AA'}  | ${R}
    ${'BT1 1AA'}  | ${R}
    ${'GY1 1AA'}  | ${C}
    ${'JE2 3AB'}  | ${C}
    ${'IM1 1AA'}  | ${C}
    ${'SW1A 1AA'} | ${M}
    ${'EH1 1AA'}  | ${M}
    ${'G1 1AA'}   | ${M}
    ${'GIR 0AA'}  | ${M}
  `('given $postcode, then $then', ({ postcode, then }) => {
    expect(regionOfPostcode(postcode)).toBe(then);
  });
});

describe('checkPostcode', () => {
  const available = { available: true, hasOverride: false, override: null };
  const unavailable = { available: false, hasOverride: false, override: null };
  const overridden = { available: false, hasOverride: true, override: 'tracked' };

  it.each`
    method          | mainland     | highlands      | crown
    ${'standard'}   | ${available} | ${available}   | ${unavailable}
    ${'tracked'}    | ${available} | ${available}   | ${unavailable}
    ${'before-1pm'} | ${available} | ${overridden}  | ${unavailable}
    ${'sunday'}     | ${available} | ${unavailable} | ${unavailable}
    ${'letterbox'}  | ${available} | ${available}   | ${unavailable}
  `('given $method, then each region answers as DOMAIN.md says', (row) => {
    expect(checkPostcode(row.method, 'SW1A 1AA')).toEqual({
      kind: 'checked',
      postcode: 'SW1A 1AA',
      region: 'mainland',
      result: row.mainland,
      messages: [],
    });
    expect(checkPostcode(row.method, 'iv2 3aa')).toEqual({
      kind: 'checked',
      postcode: 'IV2 3AA',
      region: 'highlands-islands-ni',
      result: row.highlands,
      messages: [],
    });
    expect(checkPostcode(row.method, 'je23ab')).toEqual({
      kind: 'checked',
      postcode: 'JE2 3AB',
      region: 'crown-dependencies',
      result: row.crown,
      messages: ['Sorry, we are unable to deliver to the Channel Islands or the Isle of Man.'],
    });
  });

  it('given a restricted district typed in lower case without a space, then before 1pm is swapped for tracked', () => {
    expect(checkPostcode('before-1pm', 'pa201aa')).toMatchObject({
      kind: 'checked',
      postcode: 'PA20 1AA',
      result: overridden,
    });
  });

  it.each(['ZZ', '', '   ', 'SW1A-1AA', 'not a postcode'])(
    'given the malformed postcode "%s", then it is invalid with the spec message',
    (postcode) => {
      expect(checkPostcode('tracked', postcode)).toEqual({
        kind: 'invalid',
        message: 'Oops! This postcode does not appear to be valid.',
      });
    },
  );

  it('given an unknown method, then it says so, before looking at the postcode', () => {
    const unknown = { kind: 'unknown-method', message: POSTCODE_MESSAGES.unknownMethod };
    expect(checkPostcode('express', 'SW1A 1AA')).toEqual(unknown);
    expect(checkPostcode('express', 'ZZ')).toEqual(unknown);
    expect(checkPostcode('Tracked', 'SW1A 1AA')).toEqual(unknown);
  });

  it('given GIR 0AA, which the postcode library rejects, then every method is available', () => {
    expect(checkPostcode('sunday', 'GIR 0AA')).toMatchObject({
      kind: 'checked',
      region: 'mainland',
      result: available,
    });
  });
});
