import { IsString, MaxLength } from 'class-validator';

/** `POST /api/support/sign-in` */
export class SupportSignInDto {
  @IsString({ message: 'Please enter your email address.' })
  @MaxLength(254, { message: 'Please enter your email address.' })
  email: string;

  // Bounded so nobody can make the server hash megabytes.
  @IsString({ message: 'Please enter your password.' })
  @MaxLength(1000, { message: 'Please enter your password.' })
  password: string;
}
