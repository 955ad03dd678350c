import { loadConfig } from '../../platform/config/app-config';
import { DomainError } from '../../platform/domain-error';
import { CardImageIntake } from './card-image-intake';

const BUSY = "Sorry, we're busy with other photos just now - please try again in a moment.";

const intakeWaiting = (waiting: number) => {
  const config = loadConfig({});
  return new CardImageIntake({ ...config, cardPhotos: { ...config.cardPhotos, waiting } });
};
const refusal = (admit: () => unknown) => {
  try {
    admit();
  } catch (error) {
    return error instanceof DomainError ? [error.status, error.message] : error;
  }
  return 'admitted';
};

describe('CardImageIntake', () => {
  it('holds two decoding and CARD_PHOTO_WAITING (4) waiting by default, then says busy', () => {
    const intake = intakeWaiting(loadConfig({}).cardPhotos.waiting);
    expect(intake.limit).toBe(6);
    const releases = ['a', 'a', 'b', 'b', 'c', 'c'].map((address) => intake.admit(address));

    expect(refusal(() => intake.admit('d'))).toEqual([429, BUSY]);
    releases[0]();
    releases[0]();
    expect(intake.inProgress).toBe(5);
    expect(refusal(() => intake.admit('d'))).toBe('admitted');
  });

  it('lets one address hold CARD_PHOTO_UPLOADS_PER_ADDRESS (2) uploads at once, whatever room is left', () => {
    expect(loadConfig({ CARD_PHOTO_UPLOADS_PER_ADDRESS: '3' }).cardPhotos.uploadsPerAddress).toBe(
      3,
    );
    const intake = intakeWaiting(10);
    const first = intake.admit('203.0.113.1');
    intake.admit('203.0.113.1');

    expect(refusal(() => intake.admit('203.0.113.1'))).toEqual([429, BUSY]);
    expect(refusal(() => intake.admit('198.51.100.1'))).toBe('admitted');
    first();
    expect(refusal(() => intake.admit('203.0.113.1'))).toBe('admitted');
  });
});
