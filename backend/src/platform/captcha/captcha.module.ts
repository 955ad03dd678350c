import { Module } from '@nestjs/common';
import { CaptchaController } from './captcha.controller';
import { CaptchaSweeper } from './captcha-sweeper';
import { Captcha } from './captcha.service';

/** The self-hosted captcha (ALTCHA): `GET /api/captcha/challenge` and `Captcha.verify`. */
@Module({
  controllers: [CaptchaController],
  providers: [Captcha, CaptchaSweeper],
  exports: [Captcha],
})
export class CaptchaModule {}
