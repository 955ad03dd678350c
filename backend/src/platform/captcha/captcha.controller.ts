import { Controller, Get, Header } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { CaptchaChallenge } from '@shop/contracts';
import { ApiData } from '../http/api-docs/api-docs.decorators';
import { Captcha } from './captcha.service';

@ApiTags('captcha')
@Controller('captcha')
export class CaptchaController {
  constructor(private readonly captcha: Captcha) {}

  /** `GET /api/captcha/challenge`: a new ALTCHA challenge for the sign-in and sign-up widget. */
  @Get('challenge')
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'A new proof-of-work challenge (ALTCHA) for the captcha widget.' })
  @ApiData('CaptchaChallenge')
  challenge(): Promise<CaptchaChallenge> {
    return this.captcha.challenge() as Promise<CaptchaChallenge>;
  }
}
