import { Controller, Get, Header, Req } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { CaptchaChallenge } from '@shop/contracts';
import type { Request } from 'express';
import { Clock } from '../clock/clock';
import { ApiData } from '../http/api-docs/api-docs.decorators';
import { Captcha } from './captcha.service';

@ApiTags('captcha')
@Controller('captcha')
export class CaptchaController {
  constructor(
    private readonly captcha: Captcha,
    private readonly clock: Clock,
  ) {}

  /**
   * `GET /api/captcha/challenge`: a new ALTCHA challenge for the sign-in and sign-up widgets
   * (customers and staff); 429 past `CAPTCHA_CHALLENGES_PER_ADDRESS` in 10 minutes.
   */
  @Get('challenge')
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'A new proof-of-work challenge (ALTCHA) for the captcha widget.' })
  @ApiData('CaptchaChallenge')
  challenge(@Req() request: Request): Promise<CaptchaChallenge> {
    return this.captcha.challenge(request.ip ?? '', this.clock.now()) as Promise<CaptchaChallenge>;
  }
}
