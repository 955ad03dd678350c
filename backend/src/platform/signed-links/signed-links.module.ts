import { Global, Module } from '@nestjs/common';
import { LinkSigner } from './link-signer';

/** Signed ids for links mailed to customers (LinkSigner), one per application. */
@Global()
@Module({ providers: [LinkSigner], exports: [LinkSigner] })
export class SignedLinksModule {}
