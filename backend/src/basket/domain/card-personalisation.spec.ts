import { DomainError } from '../../platform/domain-error';
import {
  PERSONALISATION_MESSAGES,
  cardImageUrl,
  personalisationPhotoIds,
  shownPhotoIds,
} from './card-personalisation';

const ID = '0f8fad5b-d9cb-469f-a165-70867728950e';
const config = (areas: unknown) => JSON.stringify({ areas });
const photo = (value: string) => ({ type: 'image', value, placeholder: 'Add your photo' });
const words = (value: string) => ({ type: 'text', value, placeholder: 'Add your words' });

function refusal(configuration: string): unknown {
  try {
    personalisationPhotoIds(configuration);
  } catch (error) {
    return error;
  }
  return null;
}

describe('personalisationPhotoIds', () => {
  it('answers the ids of the filled photo areas, skipping words and empty photos', () => {
    expect(
      personalisationPhotoIds(config([photo(cardImageUrl(ID)), words('Love'), photo('')])),
    ).toEqual([ID]);
    expect(personalisationPhotoIds(config([]))).toEqual([]);
  });

  it.each([
    ['not JSON', '{areas'],
    ['no areas', JSON.stringify({})],
    ['areas that are not a list', config('image')],
    ['null', 'null'],
    ['more than ten areas', config(Array.from({ length: 11 }, () => words('x')))],
  ])('refuses %s as unreadable (400)', (_, configuration) => {
    const error = refusal(configuration);
    expect(error).toBeInstanceOf(DomainError);
    expect(error).toMatchObject({ message: PERSONALISATION_MESSAGES.unreadable, status: 400 });
  });

  it.each([
    ['an outside address', 'https://example.com/cat.jpg'],
    ['an upper-case id', cardImageUrl(ID.toUpperCase())],
    ['a longer path', `${cardImageUrl(ID)}/x`],
    ['another route', `/api/other/${ID}`],
  ])('refuses a photo at %s (422)', (_, value) => {
    const error = refusal(config([photo(value)]));
    expect(error).toBeInstanceOf(DomainError);
    expect(error).toMatchObject({ message: PERSONALISATION_MESSAGES.photoNotFound, status: 422 });
  });
});

describe('shownPhotoIds', () => {
  it('answers the ids of our photos a saved configuration shows, and nothing else', () => {
    const other = '1b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed';
    expect(
      shownPhotoIds(
        config([
          photo(cardImageUrl(ID)),
          words(cardImageUrl(other)),
          photo('https://example.com/cat.png'),
          photo(''),
          photo(cardImageUrl(other)),
        ]),
      ),
    ).toEqual([ID, other]);
  });

  it('answers none for a missing or unreadable configuration', () => {
    expect(shownPhotoIds(null)).toEqual([]);
    expect(shownPhotoIds('not json')).toEqual([]);
    expect(shownPhotoIds('{"areas":"none"}')).toEqual([]);
  });
});
